import { buildQuery, getQueryMode } from './build-query';
import type { TableFormData } from './table.types';

const aggregate: TableFormData = {
  datasource: '4__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['ds', 'state'],
  metrics: ['sum__num'],
  percent_metrics: ['count'],
  all_columns: ['name'],
  row_limit: 100,
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { ds: true },
  adhoc_filters: [{ clause: 'HAVING', expressionType: 'SQL', sqlExpression: 'SUM(num) > 10' }],
};

describe('table buildQuery', () => {
  it('infers raw mode from picked raw columns when no mode is saved', () => {
    expect(getQueryMode({ datasource: '1__table', viz_type: 'table', all_columns: ['a'] })).toBe('raw');
    expect(getQueryMode({ datasource: '1__table', viz_type: 'table' })).toBe('aggregate');
  });

  it('aggregates by the dimensions with the temporal one bucketed first and percent metrics as shares', () => {
    const context = buildQuery(aggregate);
    expect(context.queries).toHaveLength(1);
    const [query] = context.queries;
    expect(query.columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'state',
    ]);
    expect(query.metrics).toEqual(['sum__num', 'count']);
    expect(query.orderby).toEqual([['sum__num', false]]);
    expect(query.row_limit).toBe(100);
    expect(query.extras?.having).toBe('(SUM(num) > 10)');
    expect(query.post_processing).toEqual([{ operation: 'contribution', options: { columns: ['count'], rename_columns: ['%count'] } }]);
  });

  it('orders by the sort metric and adds an ungrouped totals query', () => {
    const [query, totals] = buildQuery({
      ...aggregate,
      percent_metrics: [],
      timeseries_limit_metric: 'count',
      order_desc: true,
      show_totals: true,
    }).queries;
    expect(query.orderby).toEqual([['count', false]]);
    expect(totals.columns).toEqual([]);
    expect(totals.metrics).toEqual(['sum__num']);
    expect(totals.row_limit).toBe(0);
    expect(totals.orderby).toBeUndefined();
    expect(totals.post_processing).toEqual([]);
  });

  it('selects raw columns ordered by the picked ordering, without metrics', () => {
    const [query] = buildQuery({ ...aggregate, query_mode: 'raw', order_by_cols: ['["name", false]'] }).queries;
    expect(query.columns).toEqual(['name']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toEqual([['name', false]]);
    expect(query.post_processing).toEqual([]);
  });

  it('rejects ordering options that are not JSON', () => {
    expect(() => buildQuery({ ...aggregate, query_mode: 'raw', order_by_cols: ['name asc'] })).toThrow('Found invalid orderby options');
  });
});
