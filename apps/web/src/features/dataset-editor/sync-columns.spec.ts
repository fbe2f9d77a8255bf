import { toDraft } from './dataset-draft';
import { columnView, datasetView } from './dataset-editor.fixtures';
import { syncColumns } from './sync-columns';

describe('syncColumns', () => {
  const current = toDraft(
    datasetView({
      columns: [
        columnView(1, 'name', 'VARCHAR', { verbose_name: 'Fruit' }),
        columnView(2, 'qty', 'INTEGER', { description: 'How many' }),
        columnView(3, 'gone', 'TEXT'),
        columnView(4, 'qty_x2', 'INTEGER', { expression: 'qty * 2' }),
      ],
    }),
  ).columns;

  it('adds new source columns, marks changed types modified, removes missing ones and keeps calculated columns', () => {
    const changes = syncColumns(current, [
      { column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      { column_name: 'qty', type: 'BIGINT', type_generic: 0, is_dttm: false },
      { column_name: 'ds', type: 'DATE', type_generic: 2, is_dttm: true },
    ]);
    expect(changes.added).toEqual(['ds']);
    expect(changes.modified).toEqual(['qty']);
    expect(changes.removed).toEqual(['gone']);
    expect(changes.columns.map((column) => [column.column_name, column.type])).toEqual([
      ['name', 'VARCHAR'],
      ['qty', 'BIGINT'],
      ['ds', 'DATE'],
      ['qty_x2', 'INTEGER'],
    ]);
    // Settings survive a type change; new columns can be filtered and grouped by.
    expect(changes.columns[0]).toMatchObject({ id: 1, verbose_name: 'Fruit' });
    expect(changes.columns[1]).toMatchObject({ id: 2, description: 'How many' });
    expect(changes.columns[2]).toMatchObject({ is_dttm: true, filterable: true, groupby: true });
    expect(changes.columns[2]?.id).toBeUndefined();
  });

  it('counts a column that became temporal as modified and reports nothing when the source is unchanged', () => {
    const temporal = syncColumns(current.slice(0, 1), [{ column_name: 'name', type: 'VARCHAR', type_generic: 2, is_dttm: true }]);
    expect(temporal.modified).toEqual(['name']);
    expect(temporal.columns[0]?.is_dttm).toBe(true);
    const same = syncColumns(current.slice(0, 2), [
      { column_name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      { column_name: 'qty', type: 'INTEGER', type_generic: 0, is_dttm: false },
    ]);
    expect(same).toMatchObject({ added: [], modified: [], removed: [] });
  });
});
