import type { TableColumn } from './table.types';
import { nextSort, pageWindow, paginate, searchRows, sortRows } from './table-view';

const column = (key: string, format: (value: unknown) => string = String): TableColumn => ({
  key,
  label: key,
  dataType: undefined,
  isMetric: false,
  isPercentMetric: false,
  isDimension: true,
  format: format as TableColumn['format'],
  align: 'left',
  showCellBars: false,
  alignPositiveNegative: false,
  colorPositiveNegative: false,
});

describe('table view', () => {
  it('cycles a column through none, ascending and descending', () => {
    const asc = nextSort([], 'a', false);
    expect(asc).toEqual([{ key: 'a', desc: false }]);
    const desc = nextSort(asc, 'a', false);
    expect(desc).toEqual([{ key: 'a', desc: true }]);
    expect(nextSort(desc, 'a', false)).toEqual([]);
    expect(nextSort(desc, 'b', false)).toEqual([{ key: 'b', desc: false }]);
  });

  it('adds, updates and removes columns of a multi-column sort on shift-click', () => {
    const two = nextSort([{ key: 'a', desc: false }], 'b', true);
    expect(two).toEqual([
      { key: 'a', desc: false },
      { key: 'b', desc: false },
    ]);
    expect(nextSort(two, 'a', true)).toEqual([
      { key: 'a', desc: true },
      { key: 'b', desc: false },
    ]);
    expect(
      nextSort(
        [
          { key: 'a', desc: true },
          { key: 'b', desc: false },
        ],
        'a',
        true,
      ),
    ).toEqual([{ key: 'b', desc: false }]);
  });

  it('sorts by several keys, numbers numerically and empty values last', () => {
    const rows = [
      { name: 'b', n: 10 },
      { name: 'a', n: 9 },
      { name: 'b', n: 2 },
      { name: null, n: 1 },
    ];
    expect(sortRows(rows, [{ key: 'n', desc: false }]).map((row) => row.n)).toEqual([1, 2, 9, 10]);
    expect(
      sortRows(rows, [
        { key: 'name', desc: true },
        { key: 'n', desc: false },
      ]).map((row) => `${row.name}${row.n}`),
    ).toEqual(['b2', 'b10', 'a9', 'null1']);
    expect(sortRows(rows, [{ key: 'name', desc: false }]).at(-1)?.name).toBeNull();
  });

  it('searches displayed and stored values, ignoring case', () => {
    const rows = [{ d: 1577836800000 }, { d: 1609459200000 }];
    const columns = [column('d', (value) => new Date(Number(value)).toISOString().slice(0, 4))];
    expect(searchRows(rows, columns, ' 2021 ')).toEqual([{ d: 1609459200000 }]);
    expect(searchRows([{ name: 'Alice' }, { name: 'bob' }], [column('name')], 'ALI')).toEqual([{ name: 'Alice' }]);
    expect(searchRows(rows, columns, '')).toHaveLength(2);
  });

  it('paginates and goes back to the first page when the page no longer exists', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ i }));
    expect(paginate(rows, 2, 10)).toEqual({ rows: rows.slice(20), page: 2, pageCount: 3 });
    expect(paginate(rows, 3, 10).page).toBe(0);
    expect(paginate(rows, 1, null)).toEqual({ rows, page: 0, pageCount: 1 });
    expect(paginate([], 0, 10)).toEqual({ rows: [], page: 0, pageCount: 1 });
  });

  it('windows page buttons around the current page', () => {
    expect(pageWindow(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, '…', 19]);
    expect(pageWindow(10, 20)).toEqual([0, '…', 9, 10, 11, '…', 19]);
    expect(pageWindow(19, 20)).toEqual([0, '…', 16, 17, 18, 19]);
  });
});
