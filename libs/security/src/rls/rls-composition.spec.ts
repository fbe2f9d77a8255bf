import { composeRlsClauses } from './rls-composition';

describe('composeRlsClauses', () => {
  it('parenthesises each ungrouped clause as its own entry', () => {
    expect(
      composeRlsClauses([
        { groupKey: null, clause: 'a = 1' },
        { groupKey: null, clause: 'b = 2 OR c = 3' },
      ]),
    ).toEqual(['(a = 1)', '(b = 2 OR c = 3)']);
  });

  it('ORs clauses sharing a group key and keeps groups apart', () => {
    const filters = [
      { groupKey: 'region', clause: "region = 'EU'" },
      { groupKey: 'dept', clause: "dept = 'sales'" },
      { groupKey: 'region', clause: "region = 'US'" },
      { groupKey: null, clause: 'deleted = false' },
    ];
    expect(composeRlsClauses(filters)).toEqual(['(deleted = false)', "((region = 'EU') OR (region = 'US'))", "(dept = 'sales')"]);
  });

  it('adds guest clauses as standalone entries', () => {
    expect(composeRlsClauses([{ groupKey: 'g', clause: 'x = 1' }], ['tenant_id = 42'])).toEqual(['(tenant_id = 42)', '(x = 1)']);
  });

  it('treats an empty group key as no group', () => {
    expect(
      composeRlsClauses([
        { groupKey: '', clause: 'a' },
        { groupKey: '', clause: 'b' },
      ]),
    ).toEqual(['(a)', '(b)']);
  });

  it('answers nothing when nothing applies', () => {
    expect(composeRlsClauses([])).toEqual([]);
  });
});
