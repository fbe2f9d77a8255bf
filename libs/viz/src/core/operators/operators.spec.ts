import type { QueryFormData, QueryObject } from '../query/query.types';
import { contributionOperator } from './contribution.operator';
import { pivotOperator } from './pivot.operator';
import { renameOperator } from './rename.operator';
import { resampleOperator } from './resample.operator';
import { rollingWindowOperator } from './rolling-window.operator';
import { sortOperator } from './sort.operator';
import { getMetricOffsetsMap, isTimeComparison } from './time-comparison.util';

const form = (values: Partial<QueryFormData>): QueryFormData => ({
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  ...values,
});
const query: QueryObject = { metrics: ['a', 'b'], columns: ['ds', 'g'] };

describe('post-processing operators', () => {
  it('maps each metric and offset to its shifted column', () => {
    const formData = form({ time_compare: ['1 year ago', '1 week ago'], comparison_type: 'values' });
    expect([...getMetricOffsetsMap(formData, query).entries()]).toEqual([
      ['a__1 year ago', 'a'],
      ['a__1 week ago', 'a'],
      ['b__1 year ago', 'b'],
      ['b__1 week ago', 'b'],
    ]);
    expect(isTimeComparison(formData, query)).toBe(true);
    expect(isTimeComparison(form({ time_compare: ['1 year ago'] }), query)).toBe(false);
    expect(isTimeComparison(form({ comparison_type: 'values' }), query)).toBe(false);
  });

  it('pivots nothing without metrics or x-axis', () => {
    expect(pivotOperator(form({}), { metrics: [] })).toBeUndefined();
    expect(pivotOperator(form({ x_axis: undefined }), { metrics: ['a'] })).toBeUndefined();
    expect(pivotOperator(form({ x_axis: undefined }), { metrics: ['a'], is_timeseries: true })?.options?.index).toEqual(['__timestamp']);
  });

  it('names shifted series by metric and offset when there are several metrics', () => {
    const rule = renameOperator(form({ time_compare: ['1 year ago'], comparison_type: 'ratio' }), query);
    expect(rule?.options?.columns).toEqual({ 'ratio__a__a__1 year ago': 'a, 1 year ago', 'ratio__b__b__1 year ago': 'b, 1 year ago' });
  });

  it('drops the metric level only for a single truncated metric with series', () => {
    expect(renameOperator(form({ truncate_metric: true }), { metrics: ['a'], columns: ['g'] })?.options?.columns).toEqual({ a: null });
    expect(renameOperator(form({ truncate_metric: false }), { metrics: ['a'], columns: ['g'] })).toBeUndefined();
    expect(renameOperator(form({ truncate_metric: true }), { metrics: ['a'], columns: [] })).toBeUndefined();
    expect(renameOperator(form({ truncate_metric: true }), query)).toBeUndefined();
  });

  it('defaults rolling windows to one period and none required', () => {
    expect(rollingWindowOperator(form({ rolling_type: 'std' }), { metrics: ['a'] })?.options).toEqual({
      rolling_type: 'std',
      window: 1,
      min_periods: 0,
      columns: { a: 'a' },
    });
    expect(rollingWindowOperator(form({ rolling_type: 'None' }), { metrics: ['a'] })).toBeUndefined();
  });

  it('resamples with zero fill as asfreq with zeros', () => {
    expect(resampleOperator(form({ resample_rule: '1D', resample_method: 'zerofill' }))?.options).toEqual({
      method: 'asfreq',
      rule: '1D',
      fill_value: 0,
    });
    expect(resampleOperator(form({ resample_rule: '1D' }))).toBeUndefined();
  });

  it('computes contributions per time shift', () => {
    expect(
      contributionOperator(form({ contributionMode: 'column', time_compare: ['1 year ago'], comparison_type: 'values' }), query)?.options,
    ).toEqual({
      orientation: 'column',
      time_shifts: ['1 year ago'],
    });
    expect(contributionOperator(form({ contributionMode: null }), query)).toBeUndefined();
  });

  it('sorts by a metric only without series dimensions', () => {
    expect(sortOperator(form({ metrics: ['a'], x_axis_sort: 'a', x_axis_sort_asc: true }))?.options).toEqual({ by: 'a', ascending: true });
    expect(sortOperator(form({ metrics: ['a'], groupby: ['g'], x_axis_sort: 'a', x_axis_sort_asc: true }))).toBeUndefined();
    expect(sortOperator(form({ metrics: ['a'], x_axis_sort: 'zzz', x_axis_sort_asc: true }))).toBeUndefined();
  });
});
