import { buildQuery } from './build-query';
import type { DistBarFormData } from './dist-bar.types';

const formData: DistBarFormData = {
  datasource: '7__table',
  viz_type: 'dist_bar',
  metrics: ['sum__num'],
  groupby: ['state'],
  columns: ['gender'],
  row_limit: 100,
  adhoc_filters: [{ clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'num > 0' }],
};

describe('categorical bar chart buildQuery', () => {
  it('groups by categories and breakdowns, orders by the first metric and pivots breakdowns into series', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(query.columns).toEqual(['state', 'gender']);
    expect(query.series_columns).toEqual(['gender']);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.row_limit).toBe(100);
    expect(query.extras?.where).toBe('(num > 0)');
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: { index: ['state'], columns: ['gender'], aggregates: { sum__num: { operator: 'mean' } }, drop_missing_columns: false },
      },
      { operation: 'rename', options: { columns: { sum__num: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('keeps metric names with several metrics, sorts by the chosen metric and adds contributions', () => {
    const [query] = buildQuery({
      ...formData,
      metrics: ['sum__num', 'count'],
      timeseries_limit_metric: 'count',
      order_desc: false,
      contribution: true,
    }).queries;
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.post_processing?.map((rule) => rule.operation)).toEqual(['pivot', 'contribution', 'flatten']);
    expect(query.post_processing?.[1].options).toEqual({ orientation: 'row' });
  });

  it('pivots without breakdowns to one column per metric', () => {
    const [query] = buildQuery({ ...formData, columns: [] }).queries;
    expect(query.columns).toEqual(['state']);
    expect(query.post_processing?.[0].options?.columns).toEqual([]);
    expect(query.post_processing?.map((rule) => rule.operation)).toEqual(['pivot', 'flatten']);
  });
});
