import type { ExternalColumn } from '@tessera/contracts';
import { planColumnSync, type SyncedColumn } from './dataset-column.sync';

const external = (column_name: string, type: string, is_dttm = false): ExternalColumn => ({
  column_name,
  name: column_name,
  type,
  type_generic: is_dttm ? 2 : 1,
  is_dttm,
});

describe('planColumnSync', () => {
  it('reports added, modified and removed columns and keeps calculated ones', () => {
    const stored: SyncedColumn[] = [
      { columnName: 'id', type: 'INTEGER', expression: null },
      { columnName: 'name', type: 'VARCHAR(10)', expression: null },
      { columnName: 'gone', type: 'TEXT', expression: null },
      { columnName: 'double_id', type: null, expression: 'id * 2' },
    ];
    const plan = planColumnSync(stored, [external('id', 'INTEGER'), external('name', 'TEXT'), external('born', 'DATE', true)]);
    expect(plan.added).toEqual(['born']);
    expect(plan.modified).toEqual(['name']);
    expect(plan.removed.map((c) => c.columnName)).toEqual(['gone']);
    expect(plan.kept.map((c) => c.columnName)).toEqual(['id', 'name', 'double_id']);
    expect(plan.kept[1].type).toBe('TEXT');
    expect(plan.created.map((c) => c.column_name)).toEqual(['born']);
    expect(plan.firstTemporal).toBe('born');
  });

  it('changes nothing when the source matches', () => {
    const plan = planColumnSync([{ columnName: 'a', type: 'INTEGER', expression: null }], [external('a', 'INTEGER')]);
    expect([plan.added, plan.modified, plan.removed]).toEqual([[], [], []]);
  });
});
