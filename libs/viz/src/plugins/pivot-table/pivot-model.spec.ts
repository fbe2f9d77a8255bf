import type { PivotOptions } from './pivot-model';
import { buildPivotModel } from './pivot-model';
import { METRIC_ATTRIBUTE } from './pivot-key';

const data = [
  { state: 'CA', city: 'SF', gender: 'boy', num: 1, cnt: 10 },
  { state: 'CA', city: 'SF', gender: 'girl', num: 2, cnt: 20 },
  { state: 'CA', city: 'LA', gender: 'boy', num: 3, cnt: 30 },
  { state: 'NY', city: 'NYC', gender: 'boy', num: 4, cnt: 40 },
  { state: 'NY', city: 'NYC', gender: 'girl', num: 5, cnt: 50 },
];

const options: PivotOptions = {
  rows: ['state', 'city'],
  cols: ['gender'],
  metrics: ['num'],
  metricsOnRows: false,
  combineMetric: false,
  aggregate: 'Sum',
  rowTotals: true,
  colTotals: true,
  rowSubTotals: true,
  colSubTotals: true,
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
  rowSubtotalsFirst: false,
  colSubtotalsFirst: false,
  label: (_column, value) => String(value),
};

describe('buildPivotModel', () => {
  it('lays out rows with subtotals after each group and the total last', () => {
    const model = buildPivotModel(data, options);
    expect(model.rowEntries.map((entry) => [entry.key, entry.kind])).toEqual([
      [['CA', 'LA'], 'data'],
      [['CA', 'SF'], 'data'],
      [['CA', null], 'subtotal'],
      [['NY', 'NYC'], 'data'],
      [['NY', null], 'subtotal'],
      [[null, null], 'total'],
    ]);
    expect(model.colAxis.attrs).toEqual([METRIC_ATTRIBUTE, 'gender']);
    expect(model.colEntries.map((entry) => [entry.key, entry.kind])).toEqual([
      [['num', 'boy'], 'data'],
      [['num', 'girl'], 'data'],
      [['num', null], 'total'],
    ]);
  });

  it('aggregates data cells, subtotals and totals', () => {
    const { cells } = buildPivotModel(data, options);
    expect(cells.value(['CA', 'LA'], ['num', 'boy'])).toBe(3);
    expect(cells.value(['CA', null], ['num', 'boy'])).toBe(4);
    expect(cells.value(['CA', null], ['num', null])).toBe(6);
    expect(cells.value([null, null], ['num', null])).toBe(15);
    expect(cells.value(['CA', 'LA'], ['num', 'girl'])).toBeNull();
  });

  it('divides fraction aggregates by the grand, row or column total', () => {
    expect(
      buildPivotModel(data, { ...options, aggregate: 'Sum as Fraction of Total' }).cells.value(['CA', 'SF'], ['num', 'girl']),
    ).toBeCloseTo(2 / 15);
    expect(
      buildPivotModel(data, { ...options, aggregate: 'Sum as Fraction of Rows' }).cells.value(['CA', 'SF'], ['num', 'girl']),
    ).toBeCloseTo(2 / 3);
    expect(
      buildPivotModel(data, { ...options, aggregate: 'Sum as Fraction of Columns' }).cells.value(['CA', 'SF'], ['num', 'girl']),
    ).toBeCloseTo(2 / 7);
    expect(
      buildPivotModel(data, { ...options, aggregate: 'Count as Fraction of Total' }).cells.value(['NY', null], ['num', null]),
    ).toBeCloseTo(2 / 5);
  });

  it('sorts groups by value and puts subtotals first when asked', () => {
    const model = buildPivotModel(data, { ...options, rowOrder: 'value_z_to_a', rowSubtotalsFirst: true, colTotals: false });
    expect(model.rowEntries.map((entry) => entry.key)).toEqual([
      ['NY', null],
      ['NY', 'NYC'],
      ['CA', null],
      ['CA', 'LA'],
      ['CA', 'SF'],
    ]);
  });

  it('puts several metrics on the rows, innermost when combined, with totals per metric', () => {
    const model = buildPivotModel(data, {
      ...options,
      rows: ['state'],
      metrics: ['num', 'cnt'],
      metricsOnRows: true,
      combineMetric: true,
      rowSubTotals: false,
    });
    expect(model.rowAxis.attrs).toEqual(['state', METRIC_ATTRIBUTE]);
    expect(model.rowEntries.map((entry) => entry.key)).toEqual([
      ['CA', 'num'],
      ['CA', 'cnt'],
      ['NY', 'num'],
      ['NY', 'cnt'],
      [null, 'num'],
      [null, 'cnt'],
    ]);
    expect(model.colEntries.map((entry) => entry.key)).toEqual([['boy'], ['girl'], [null]]);
    expect(model.cells.value([null, 'cnt'], [null])).toBe(150);
    expect(model.cells.value(['CA', 'cnt'], ['girl'])).toBe(20);
  });

  it('keeps stored values for labels so numbers sort numerically', () => {
    const numbers = [
      { year: 10, num: 1 },
      { year: 9, num: 2 },
    ];
    const model = buildPivotModel(numbers, { ...options, rows: ['year'], cols: [], colTotals: false, rowTotals: false });
    expect(model.rowEntries.map((entry) => entry.key)).toEqual([['9'], ['10']]);
    expect(model.rawValue('row', 0, '10')).toBe(10);
    expect(model.colEntries.map((entry) => entry.key)).toEqual([['num']]);
  });
});
