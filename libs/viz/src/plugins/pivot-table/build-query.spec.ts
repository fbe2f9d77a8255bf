import { buildQuery } from './build-query';

describe('pivot table buildQuery', () => {
  it('groups by row and column dimensions together, bucketing temporal ones by the grain', () => {
    const context = buildQuery({
      datasource: '9__table',
      viz_type: 'pivot_table_v2',
      groupbyColumns: ['ds'],
      groupbyRows: ['state', 'ds'],
      metrics: ['sum__num', 'count'],
      time_grain_sqla: 'P1Y',
      temporal_columns_lookup: { ds: true },
      row_limit: 10000,
      order_desc: true,
    });
    const [query] = context.queries;
    expect(query.columns).toEqual([
      { timeGrain: 'P1Y', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'state',
    ]);
    expect(query.metrics).toEqual(['sum__num', 'count']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.extras?.time_grain_sqla).toBeUndefined();
    expect(query.row_limit).toBe(10000);
    expect(query.post_processing).toBeUndefined();
  });

  it('orders by the sort metric ascending when not descending', () => {
    const [query] = buildQuery({
      datasource: '9__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['state'],
      metrics: ['sum__num'],
      series_limit: 10,
      series_limit_metric: 'count',
      order_desc: false,
    }).queries;
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.series_limit).toBe(10);
  });
});
