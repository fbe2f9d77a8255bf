import type { DataFrame } from './data-frame';
import { flatten } from './flatten.operation';
import { pivot } from './pivot.operation';
import { rolling } from './rolling.operation';

const series: DataFrame = {
  columns: ['label', 'y'],
  rows: [
    { label: 'x', y: 1 },
    { label: 'y', y: 2 },
    { label: 'z', y: 3 },
    { label: 'q', y: 4 },
  ],
};

const column = (frame: DataFrame, name: string) => frame.rows.map((row) => row[name]);

const pivoted = pivot(
  {
    columns: ['dttm', 'country', 'sum_metric'],
    rows: [
      { dttm: 1, country: 'UK', sum_metric: 5 },
      { dttm: 1, country: 'US', sum_metric: 6 },
      { dttm: 2, country: 'UK', sum_metric: 7 },
      { dttm: 2, country: 'US', sum_metric: 8 },
    ],
  },
  { index: ['dttm'], columns: ['country'], aggregates: { sum_metric: { operator: 'sum' } } },
);

describe('rolling', () => {
  it('replaces a column in place when the target keeps its name', () => {
    const result = rolling(series, { rolling_type: 'sum', columns: { y: 'y' }, window: 2, min_periods: 0 });
    expect(result.columns).toEqual(['label', 'y']);
    expect(column(result, 'y')).toEqual([1, 3, 5, 7]);
    expect(column(series, 'y')).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['mean', {}, [1, 1.5, 2, 2.5]],
    ['count', {}, [1, 2, 3, 4]],
    ['quantile', { quantile: 0.25 }, [1, 1.25, 1.5, 1.75]],
    ['median', {}, [1, 1.5, 2, 2.5]],
    ['min', {}, [1, 1, 1, 1]],
    ['max', {}, [1, 2, 3, 4]],
    ['cumsum', {}, [1, 3, 6, 10]],
  ] as const)('appends %s under a new name', (rollingType, typeOptions, expected) => {
    const result = rolling(series, {
      rolling_type: rollingType,
      rolling_type_options: typeOptions,
      columns: { y: 'out' },
      window: 10,
      min_periods: 0,
    });
    expect(result.columns).toEqual(['label', 'y', 'out']);
    expect(column(result, 'out')).toEqual(expected);
  });

  it('computes sample std and drops the first min_periods - 1 rows', () => {
    const frame: DataFrame = { columns: ['v'], rows: [{ v: 1 }, { v: 2 }, { v: 4 }, { v: 7 }] };
    const result = rolling(frame, { rolling_type: 'std', columns: { v: 'v' }, window: 3, min_periods: 2 });
    const values = column(result, 'v') as number[];
    expect(values).toHaveLength(3);
    expect(values[0]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(values[1]).toBeCloseTo(Math.sqrt(7 / 3), 12);
    expect(values[2]).toBeCloseTo(Math.sqrt(19 / 3), 12);
  });

  it('defaults min_periods to the window and centres windows on request', () => {
    const plain = rolling(series, { rolling_type: 'sum', columns: { y: 'y' }, window: 3 });
    expect(column(plain, 'y')).toEqual([null, null, 6, 9]);
    const centred = rolling(series, { rolling_type: 'sum', columns: { y: 'y' }, window: 3, min_periods: 1, center: true });
    expect(column(centred, 'y')).toEqual([3, 6, 9, 7]);
  });

  it('skips missing values inside windows', () => {
    const frame: DataFrame = { columns: ['v'], rows: [{ v: 3 }, { v: null }, { v: 1 }, { v: 5 }] };
    const run = (rollingType: 'min' | 'max' | 'median' | 'mean', window: number) =>
      column(rolling(frame, { rolling_type: rollingType, columns: { v: 'v' }, window, min_periods: 1 }), 'v');
    expect(run('min', 2)).toEqual([3, 3, 1, 1]);
    expect(run('max', 2)).toEqual([3, 3, 1, 5]);
    expect(run('median', 3)).toEqual([3, 3, 2, 3]);
    expect(run('mean', 2)).toEqual([3, 3, 1, 3]);
  });

  it('rolls every series of a pivoted metric', () => {
    const result = flatten(rolling(pivoted, { rolling_type: 'sum', columns: { sum_metric: 'sum_metric' }, window: 2, min_periods: 0 }));
    expect(result).toEqual({
      columns: ['dttm', 'sum_metric, UK', 'sum_metric, US'],
      rows: [
        { dttm: 1, 'sum_metric, UK': 5, 'sum_metric, US': 6 },
        { dttm: 2, 'sum_metric, UK': 12, 'sum_metric, US': 14 },
      ],
    });
    const renamed = rolling(pivoted, { rolling_type: 'sum', columns: { sum_metric: 'rolled' }, window: 2, min_periods: 2 });
    expect(renamed.columns).toEqual(['dttm', 'sum_metric, UK', 'sum_metric, US', 'rolled, UK', 'rolled, US']);
    expect(renamed.columnLevels?.['rolled, UK']).toEqual(['rolled', 'UK']);
    expect(renamed.rows).toEqual([{ dttm: 2, 'sum_metric, UK': 7, 'sum_metric, US': 8, 'rolled, UK': 12, 'rolled, US': 14 }]);
  });

  it.each([
    [{ rolling_type: 'abc', window: 2 }, 'Error: Invalid rolling_type: abc'],
    [{ rolling_type: 'sum' }, 'Error: Undefined window for rolling operation'],
    [{ rolling_type: 'sum', window: 0 }, 'Error: Window must be > 0'],
    [{ rolling_type: 'sum', window: 10_001 }, 'Error: Window must not exceed 10000'],
    [{ rolling_type: 'sum', window: 2, min_periods: 3 }, 'Error: min_periods 3 must be <= window 2'],
    [{ rolling_type: 'quantile', window: 2, rolling_type_options: { abc: 123 } }, 'Error: Invalid options for quantile: {"abc":123}'],
    [{ rolling_type: 'sum', window: 2, win_type: 'triang' }, 'Error: Unsupported win_type: triang'],
  ])('rejects %j', (options, message) => {
    expect(() => rolling(series, { columns: { y: 'y' }, ...options } as never)).toThrow(message);
  });

  it('rejects columns the frame does not have', () => {
    expect(() => rolling(series, { rolling_type: 'sum', columns: { z: 'z' }, window: 2 })).toThrow(
      'Error: Referenced columns not available in DataFrame.',
    );
  });
});
