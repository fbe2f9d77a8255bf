import { buildQuery } from './build-query';
import type { TimeseriesBarFormData } from './timeseries-bar.types';

const formData: TimeseriesBarFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'ds',
  time_grain_sqla: 'P1M',
  metrics: ['sum__num'],
  groupby: ['gender'],
  row_limit: 1000,
  stack: 'Stack',
  orientation: 'horizontal',
};

describe('time-series bar chart buildQuery', () => {
  it('queries the x-axis at its time grain and pivots one column per series', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(context.datasource).toEqual({ id: 3, type: 'table' });
    expect(query.columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', isColumnReference: true },
      'gender',
    ]);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.row_limit).toBe(1000);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'flatten' },
    ]);
  });

  it('adds the contribution step when bars show shares', () => {
    const [query] = buildQuery({ ...formData, contributionMode: 'row' }).queries;
    expect(query.post_processing?.map((rule) => rule.operation)).toEqual(['pivot', 'contribution', 'flatten']);
  });
});
