import { boxplot } from './boxplot.operation';
import type { DataFrame } from './data-frame';

const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 100];
const frame: DataFrame = { columns: ['v'], rows: values.map((v) => ({ v })) };

describe('boxplot', () => {
  it('computes Tukey whiskers and midpoint quartiles', () => {
    const result = boxplot(frame, { metrics: ['v'], whisker_type: 'tukey' });
    expect(result.columns).toEqual(['v__mean', 'v__median', 'v__max', 'v__min', 'v__q1', 'v__q3', 'v__count', 'v__outliers']);
    expect(result.rows).toEqual([
      { v__mean: 14.5, v__median: 5.5, v__max: 9, v__min: 1, v__q1: 3.5, v__q3: 7.5, v__count: 10, v__outliers: [100] },
    ]);
  });

  it('uses the extremes with min/max whiskers', () => {
    const [row] = boxplot(frame, { metrics: ['v'], whisker_type: 'min/max' }).rows;
    expect([row.v__min, row.v__max, row.v__outliers]).toEqual([1, 100, []]);
  });

  it('uses linear percentiles with percentile whiskers, outliers above first', () => {
    const [row] = boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] }).rows;
    expect(row.v__min).toBeCloseTo(1.9, 12);
    expect(row.v__max).toBeCloseTo(18.1, 12);
    expect(row.v__outliers).toEqual([100, 1]);
  });

  it('groups rows and orders columns statistic-major', () => {
    const grouped: DataFrame = {
      columns: ['g', 'a', 'b'],
      rows: [
        { g: 'y', a: 1, b: 10 },
        { g: 'x', a: 2, b: 20 },
        { g: 'x', a: 4, b: null },
      ],
    };
    const result = boxplot(grouped, { groupby: ['g'], metrics: ['a', 'b'], whisker_type: 'min/max' });
    expect(result.columns.slice(0, 5)).toEqual(['g', 'a__mean', 'b__mean', 'a__median', 'b__median']);
    expect(result.rows.map((row) => [row.g, row.a__mean, row.b__mean, row.b__count])).toEqual([
      ['x', 3, 20, 2],
      ['y', 1, 10, 1],
    ]);
  });

  it('rejects bad percentiles and whisker types', () => {
    const message = 'Error: percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value';
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(message);
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'percentile' })).toThrow(message);
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'box' as never })).toThrow('Error: Invalid whisker_type: box');
    expect(() => boxplot(frame, { metrics: ['w'], whisker_type: 'tukey' })).toThrow('Referenced columns not available');
  });
});
