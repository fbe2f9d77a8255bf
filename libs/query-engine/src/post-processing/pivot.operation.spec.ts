import type { DataFrame } from './data-frame';
import { flatten } from './flatten.operation';
import { pivot } from './pivot.operation';

const T1 = Date.UTC(2019, 0, 1);
const T2 = Date.UTC(2019, 0, 2);

const metricsFrame: DataFrame = {
  columns: ['dttm', 'country', 'sum_metric', 'count_metric'],
  temporalColumns: ['dttm'],
  rows: [
    { dttm: T2, country: 'US', sum_metric: 8, count_metric: 4 },
    { dttm: T1, country: 'UK', sum_metric: 5, count_metric: 1 },
    { dttm: T1, country: 'US', sum_metric: 6, count_metric: 2 },
    { dttm: T2, country: 'UK', sum_metric: 7, count_metric: 3 },
  ],
};

describe('pivot', () => {
  it('pivots metrics by columns with sorted levels, keyed as flatten names them', () => {
    const result = pivot(metricsFrame, {
      index: ['dttm'],
      columns: ['country'],
      aggregates: { sum_metric: { operator: 'sum' }, count_metric: { operator: 'sum' } },
    });
    expect(result.columns).toEqual(['dttm', 'count_metric, UK', 'count_metric, US', 'sum_metric, UK', 'sum_metric, US']);
    expect(result.index).toEqual(['dttm']);
    expect(result.temporalColumns).toEqual(['dttm']);
    expect(result.levelNames).toEqual([null, 'country']);
    expect(result.columnLevels?.['sum_metric, US']).toEqual(['sum_metric', 'US']);
    expect(result.rows).toEqual([
      { dttm: T1, 'count_metric, UK': 1, 'count_metric, US': 2, 'sum_metric, UK': 5, 'sum_metric, US': 6 },
      { dttm: T2, 'count_metric, UK': 3, 'count_metric, US': 4, 'sum_metric, UK': 7, 'sum_metric, US': 8 },
    ]);
  });

  it('keeps plain metric names without columns and reduces duplicates with the operator', () => {
    const result = pivot(metricsFrame, { index: ['dttm'], aggregates: { sum_metric: { operator: 'mean' } } });
    expect(result.columns).toEqual(['dttm', 'sum_metric']);
    expect(result.columnLevels).toBeUndefined();
    expect(result.rows).toEqual([
      { dttm: T1, sum_metric: 5.5 },
      { dttm: T2, sum_metric: 7.5 },
    ]);
  });

  it('keeps every series seen in the data when drop_missing_columns is false', () => {
    const frame: DataFrame = {
      columns: ['dttm', 'a', 'b', 'metric'],
      rows: [
        { dttm: T1, a: 0, b: 0, metric: 9 },
        { dttm: T1, a: 1, b: 1, metric: null },
      ],
    };
    const kept = flatten(
      pivot(frame, { index: ['dttm'], columns: ['a', 'b'], aggregates: { metric: { operator: 'mean' } }, drop_missing_columns: false }),
    );
    expect(kept.columns).toEqual(['dttm', 'metric, 0, 0', 'metric, 1, 1']);
    expect(kept.rows).toEqual([{ dttm: T1, 'metric, 0, 0': 9, 'metric, 1, 1': null }]);
    const dropped = flatten(pivot(frame, { index: ['dttm'], columns: ['a', 'b'], aggregates: { metric: { operator: 'mean' } } }));
    expect(dropped.columns).toEqual(['dttm', 'metric, 0, 0']);
  });

  it('labels missing column values <NULL>, or drops their rows when column_fill_value is null', () => {
    const frame: DataFrame = {
      columns: ['name', 'category', 'v'],
      rows: [
        { name: 'x', category: null, v: 1 },
        { name: 'x', category: 'A', v: 2 },
      ],
    };
    const filled = pivot(frame, { index: ['name'], columns: ['category'], aggregates: { v: { operator: 'sum' } } });
    expect(filled.columns).toEqual(['name', 'v, <NULL>', 'v, A']);
    expect(filled.rows).toEqual([{ name: 'x', 'v, <NULL>': 1, 'v, A': 2 }]);
    const dropped = pivot(frame, {
      index: ['name'],
      columns: ['category'],
      column_fill_value: null,
      aggregates: { v: { operator: 'sum' } },
    });
    expect(dropped.columns).toEqual(['name', 'v, A']);
  });

  it('fills missing cells with metric_fill_value', () => {
    const frame: DataFrame = {
      columns: ['i', 'c', 'v'],
      rows: [
        { i: 'y', c: 'B', v: 2 },
        { i: 'x', c: 'A', v: 1 },
      ],
    };
    const sparse = pivot(frame, { index: ['i'], columns: ['c'], aggregates: { v: { operator: 'sum' } } });
    expect(sparse.rows).toEqual([
      { i: 'x', 'v, A': 1, 'v, B': null },
      { i: 'y', 'v, A': null, 'v, B': 2 },
    ]);
    const filled = pivot(frame, { index: ['i'], columns: ['c'], metric_fill_value: 0, aggregates: { v: { operator: 'sum' } } });
    expect(filled.rows).toEqual([
      { i: 'x', 'v, A': 1, 'v, B': 0 },
      { i: 'y', 'v, A': 0, 'v, B': 2 },
    ]);
  });

  it('drops rows with a missing index unless drop_missing_columns is false', () => {
    const frame: DataFrame = {
      columns: ['i', 'v'],
      rows: [
        { i: null, v: 3 },
        { i: 'b', v: 2 },
        { i: 'a', v: 1 },
      ],
    };
    expect(pivot(frame, { index: ['i'], aggregates: { v: { operator: 'sum' } } }).rows).toEqual([
      { i: 'a', v: 1 },
      { i: 'b', v: 2 },
    ]);
    expect(pivot(frame, { index: ['i'], aggregates: { v: { operator: 'sum' } }, drop_missing_columns: false }).rows).toEqual([
      { i: 'a', v: 1 },
      { i: 'b', v: 2 },
      { i: null, v: 3 },
    ]);
  });

  it('adds margins computed from the source rows', () => {
    const frame: DataFrame = {
      columns: ['row', 'col', 'v'],
      rows: [
        { row: 'r1', col: 'c1', v: 10 },
        { row: 'r1', col: 'c2', v: 20 },
        { row: 'r2', col: 'c1', v: 30 },
        { row: 'r2', col: 'c2', v: 40 },
        { row: 'r2', col: 'c2', v: 2 },
      ],
    };
    const result = pivot(frame, {
      index: ['row'],
      columns: ['col'],
      aggregates: { v: { operator: 'max' } },
      marginal_distributions: true,
    });
    expect(result.columns).toEqual(['row', 'v, c1', 'v, c2', 'v, All']);
    expect(result.rows).toEqual([
      { row: 'r1', 'v, c1': 10, 'v, c2': 20, 'v, All': 20 },
      { row: 'r2', 'v, c1': 30, 'v, c2': 40, 'v, All': 40 },
      { row: 'All', 'v, c1': 30, 'v, c2': 40, 'v, All': 40 },
    ]);
    const unseen = pivot(frame, {
      index: ['row'],
      columns: ['col'],
      aggregates: { v: { operator: 'max' } },
      marginal_distributions: true,
      drop_missing_columns: false,
    });
    expect(unseen.columns).toEqual(['row', 'v, c1', 'v, c2']);
    expect(unseen.rows[2]).toEqual({ row: 'All', 'v, c1': 30, 'v, c2': 40 });
    const named = pivot(frame, {
      index: ['row'],
      aggregates: { v: { operator: 'sum' } },
      marginal_distributions: true,
      marginal_distribution_name: 'Total',
    });
    expect(named.rows).toEqual([
      { row: 'r1', v: 30 },
      { row: 'r2', v: 72 },
      { row: 'Total', v: 102 },
    ]);
  });

  it('puts the metric last with combine_value_with_metric', () => {
    const frame: DataFrame = {
      columns: ['i', 'c', 'a', 'b'],
      rows: [
        { i: 1, c: 'x', a: 1, b: 2 },
        { i: 1, c: 'y', a: 3, b: 4 },
      ],
    };
    const result = pivot(frame, {
      index: ['i'],
      columns: ['c'],
      aggregates: { b: { operator: 'sum' }, a: { operator: 'sum' } },
      combine_value_with_metric: true,
    });
    expect(result.columns).toEqual(['i', 'x, a', 'x, b', 'y, a', 'y, b']);
    expect(result.levelNames).toEqual(['c', null]);
    expect(result.rows).toEqual([{ i: 1, 'x, a': 1, 'x, b': 2, 'y, a': 3, 'y, b': 4 }]);
  });

  it('restores metrics whose every value is missing, over the column values seen', () => {
    const frame: DataFrame = {
      columns: ['dttm', 'category', 'all_nan', 'partial'],
      rows: [
        { dttm: T1, category: 'B', all_nan: null, partial: 1 },
        { dttm: T1, category: 'A', all_nan: null, partial: null },
      ],
    };
    const result = pivot(frame, {
      index: ['dttm'],
      columns: ['category'],
      aggregates: { all_nan: { operator: 'mean' }, partial: { operator: 'mean' } },
    });
    expect(result.columns).toEqual(['dttm', 'partial, B', 'all_nan, B', 'all_nan, A']);
    expect(result.rows).toEqual([{ dttm: T1, 'partial, B': 1, 'all_nan, B': null, 'all_nan, A': null }]);
  });

  it('labels temporal and boolean column values the way pandas prints them', () => {
    const frame: DataFrame = {
      columns: ['k', 'day', 'flag', 'v'],
      temporalColumns: ['day'],
      rows: [{ k: 'a', day: T1, flag: true, v: 1 }],
    };
    const result = pivot(frame, { index: ['k'], columns: ['day', 'flag'], aggregates: { v: { operator: 'sum' } } });
    expect(result.columns).toEqual(['k', 'v, 2019-01-01 00:00:00, True']);
  });

  it.each([
    [{ index: [], aggregates: { v: { operator: 'sum' } } }, 'Error: Pivot operation requires at least one index'],
    [{ index: ['dttm'], aggregates: {} }, 'Error: Pivot operation must include at least one aggregate'],
    [{ index: ['nope'], aggregates: { sum_metric: { operator: 'sum' } } }, 'Error: Referenced columns not available in DataFrame.'],
    [
      { index: ['dttm'], columns: ['nope'], aggregates: { sum_metric: { operator: 'sum' } } },
      'Error: Referenced columns not available in DataFrame.',
    ],
    [{ index: ['dttm'], aggregates: { sum_metric: {} } }, 'Error: Operator undefined for aggregator: sum_metric'],
  ])('rejects %j', (options, message) => {
    expect(() => pivot(metricsFrame, options)).toThrow(message);
  });
});
