import { TesseraError } from '@tessera/contracts';
import { parseWarmUpFilters, withWarmUpFilters } from './warm-up-filters';

describe('warm-up filters', () => {
  it("reads Superset's extra_filters and adds them to every query", () => {
    const filters = parseWarmUpFilters('[{"col": "gender", "op": "IN", "val": ["boy"]}]');
    expect(filters).toEqual([{ col: 'gender', op: 'IN', val: ['boy'] }]);
    const context = { queries: [{ filters: [{ col: 'state', op: '==', val: 'CA' }] }, {}], form_data: {} };
    expect(withWarmUpFilters(context, filters)).toEqual({
      queries: [
        {
          filters: [
            { col: 'state', op: '==', val: 'CA' },
            { col: 'gender', op: 'IN', val: ['boy'] },
          ],
        },
        { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
      ],
      form_data: {},
    });
  });

  it('warms up unfiltered without extra_filters', () => {
    expect(parseWarmUpFilters(undefined)).toEqual([]);
    expect(parseWarmUpFilters(' ')).toEqual([]);
    const context = { queries: [{}] };
    expect(withWarmUpFilters(context, [])).toBe(context);
  });

  it.each(['not json', '{"col": "a"}', '[{"op": "=="}]', '[{"col": "a"}]', '[null]'])('refuses %p with a 400', (raw) => {
    expect(() => parseWarmUpFilters(raw)).toThrow(TesseraError);
  });
});
