import type { DataFrame } from './data-frame';
import { pivotedTableFrame, pivotTableV2, type PivotTableV2Options } from './pivot-table-v2';

const frame: DataFrame = {
  columns: ['state', 'gender', 'SUM(num)', 'MAX(num)'],
  rows: [
    { state: 'CA', gender: 'boy', 'SUM(num)': 10, 'MAX(num)': 4 },
    { state: 'CA', gender: 'girl', 'SUM(num)': 6, 'MAX(num)': 5 },
    { state: 'NY', gender: 'boy', 'SUM(num)': 3, 'MAX(num)': 3 },
    { state: 'NY', gender: 'girl', 'SUM(num)': 1, 'MAX(num)': 1 },
  ],
};

const options = (overrides: Partial<PivotTableV2Options> = {}): PivotTableV2Options => ({
  rows: ['state'],
  columns: ['gender'],
  metrics: ['SUM(num)'],
  aggregateFunction: 'Sum',
  transposePivot: false,
  combineMetric: false,
  showRowsTotal: false,
  showColumnsTotal: false,
  metricsOnRows: false,
  ...overrides,
});

describe('pivotTableV2', () => {
  it('spreads column groups under each metric, rows by row groups', () => {
    expect(pivotTableV2(frame, options())).toEqual({
      rowKeys: [['CA'], ['NY']],
      columnKeys: [
        ['SUM(num)', 'boy'],
        ['SUM(num)', 'girl'],
      ],
      values: [
        [10, 6],
        [3, 1],
      ],
    });
  });

  it('keeps the chart order of metrics, or puts them innermost when combined', () => {
    const metrics = ['SUM(num)', 'MAX(num)'];
    expect(pivotTableV2(frame, options({ metrics })).columnKeys).toEqual([
      ['SUM(num)', 'boy'],
      ['SUM(num)', 'girl'],
      ['MAX(num)', 'boy'],
      ['MAX(num)', 'girl'],
    ]);
    expect(pivotTableV2(frame, options({ metrics, combineMetric: true })).columnKeys).toEqual([
      ['boy', 'SUM(num)'],
      ['boy', 'MAX(num)'],
      ['girl', 'SUM(num)'],
      ['girl', 'MAX(num)'],
    ]);
  });

  it('aggregates rows that share a cell with the chosen function', () => {
    const byState = options({ columns: [], aggregateFunction: 'Average' });
    expect(pivotTableV2(frame, byState)).toEqual({ rowKeys: [['CA'], ['NY']], columnKeys: [['SUM(num)']], values: [[8], [2]] });
    expect(pivotTableV2(frame, { ...byState, aggregateFunction: 'Maximum' }).values).toEqual([[10], [3]]);
    expect(pivotTableV2(frame, { ...byState, aggregateFunction: 'Count' }).values).toEqual([[2], [2]]);
  });

  it('adds total columns (colTotals) and total rows (rowTotals) with the aggregate name', () => {
    const table = pivotTableV2(frame, options({ showRowsTotal: true, showColumnsTotal: true }));
    expect(table.columnKeys).toEqual([
      ['SUM(num)', 'boy'],
      ['SUM(num)', 'girl'],
      ['SUM(num)', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(table.rowKeys).toEqual([['CA'], ['NY'], ['Total (Sum)']]);
    expect(table.values).toEqual([
      [10, 6, 16, 16],
      [3, 1, 4, 4],
      [13, 7, 20, 20],
    ]);
  });

  it('divides by the row total for fractions of rows', () => {
    expect(pivotTableV2(frame, options({ aggregateFunction: 'Sum as Fraction of Rows' })).values).toEqual([
      [10 / 16, 6 / 16],
      [3 / 4, 1 / 4],
    ]);
  });

  it('puts metrics on rows when the layout says ROWS', () => {
    expect(pivotTableV2(frame, options({ metricsOnRows: true }))).toEqual({
      rowKeys: [
        ['SUM(num)', 'CA'],
        ['SUM(num)', 'NY'],
      ],
      columnKeys: [['boy'], ['girl']],
      values: [
        [10, 6],
        [3, 1],
      ],
    });
  });

  it('names the single row of a pivot without row groups after the aggregate', () => {
    expect(pivotTableV2(frame, options({ rows: [] })).rowKeys).toEqual([['Total (Sum)']]);
    expect(pivotTableV2(frame, options({ rows: [] })).values).toEqual([[13, 7]]);
  });
});

describe('pivotedTableFrame', () => {
  it('joins header tuples with spaces and leads with an unnamed row-header column', () => {
    const table = pivotTableV2(frame, options({ showRowsTotal: true }));
    expect(pivotedTableFrame(table)).toEqual({
      columns: ['', 'SUM(num) boy', 'SUM(num) girl', 'SUM(num) Subtotal', 'Total (Sum)'],
      rows: [
        { '': 'CA', 'SUM(num) boy': 10, 'SUM(num) girl': 6, 'SUM(num) Subtotal': 16, 'Total (Sum)': 16 },
        { '': 'NY', 'SUM(num) boy': 3, 'SUM(num) girl': 1, 'SUM(num) Subtotal': 4, 'Total (Sum)': 4 },
      ],
    });
  });
});
