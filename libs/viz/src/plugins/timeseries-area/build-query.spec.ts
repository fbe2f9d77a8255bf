import { buildQuery } from './build-query';

describe('area chart buildQuery', () => {
  it('queries the x-axis and dimensions and pivots one column per series, like the line chart', () => {
    const context = buildQuery({
      datasource: '7__table',
      viz_type: 'echarts_area',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' }],
      groupby: ['region'],
      stack: 'Stack',
      resample_rule: '1M',
      resample_method: 'zerofill',
    });
    const [query] = context.queries;
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(query.columns?.[1]).toBe('region');
    expect(query.orderby).toEqual([[query.metrics?.[0], false]]);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['region'],
          aggregates: { 'SUM(sales)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1M', fill_value: 0 } },
      { operation: 'flatten' },
    ]);
  });
});
