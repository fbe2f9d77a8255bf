import { buildQueryContext } from './build-query-context';
import { buildQueryObject } from './build-query-object';
import { getColumnLabel, getMetricLabel } from './labels';
import { normalizeOrderBy } from './normalize-order-by';
import type { QueryFormData } from './query.types';

const base: QueryFormData = { datasource: '12__table', viz_type: 'table' };

describe('buildQueryObject', () => {
  it('collects metrics and columns from every key that feeds them, without duplicates', () => {
    const query = buildQueryObject({
      ...base,
      metric: 'count',
      metrics: ['count', 'sum__num'],
      groupby: ['state', ''],
      columns: ['state', 'city'],
    });
    expect(query.metrics).toEqual(['count', 'sum__num']);
    expect(query.columns).toEqual(['state', 'city']);
    expect(query.order_desc).toBe(true);
    expect(query.annotation_layers).toEqual([]);
  });

  it('ignores raw columns in aggregate mode and metrics in raw mode', () => {
    expect(buildQueryObject({ ...base, query_mode: 'aggregate', groupby: ['a'], all_columns: ['b'], metrics: ['m'] }).columns).toEqual([
      'a',
    ]);
    const raw = buildQueryObject({ ...base, query_mode: 'raw', groupby: ['a'], all_columns: ['b'], metrics: ['m'] });
    expect(raw.columns).toEqual(['b']);
    expect(raw.metrics).toBeUndefined();
  });

  it('splits adhoc filters into simple filters and parenthesised freeform clauses', () => {
    const query = buildQueryObject({
      ...base,
      where: 'a = 1',
      adhoc_filters: [
        { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'state', operator: 'IN', comparator: ['CA'] },
        { clause: 'WHERE', expressionType: 'SIMPLE', subject: 'name', operator: 'IS NOT NULL' },
        { clause: 'WHERE', expressionType: 'SQL', sqlExpression: 'b = 2 -- note' },
        { clause: 'HAVING', expressionType: 'SQL', sqlExpression: 'SUM(x) > 1' },
        { clause: 'HAVING', expressionType: 'SQL', sqlExpression: 'COUNT(*) > 2' },
      ],
    });
    expect(query.filters).toEqual([
      { col: 'state', op: 'IN', val: ['CA'] },
      { col: 'name', op: 'IS NOT NULL' },
    ]);
    expect(query.extras).toEqual({ where: '(a = 1) AND (b = 2 -- note\n)', having: '(SUM(x) > 1) AND (COUNT(*) > 2)' });
  });

  it('reads time settings from reserved extra filters and native filter overrides', () => {
    const query = buildQueryObject({
      ...base,
      time_range: 'Last week',
      time_grain_sqla: 'P1D',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last month' },
        { col: '__time_grain', op: '==', val: 'P1W' },
        { col: 'state', op: 'IN', val: ['NY'] },
      ],
      extra_form_data: {
        adhoc_filters: [{ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'x', operator: '==', comparator: 1 }],
        relative_start: 'now',
      },
    });
    expect(query.time_range).toBe('Last month');
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1W', relative_start: 'now' });
    expect(query.applied_time_extras).toEqual({ __time_range: 'Last month', __time_grain: 'P1W' });
    expect(query.filters).toEqual([
      { col: 'state', op: 'IN', val: ['NY'] },
      { col: 'x', op: '==', val: 1 },
    ]);
  });

  it('converts limits to numbers and keeps a non-empty series limit metric', () => {
    const query = buildQueryObject({
      ...base,
      row_limit: '500',
      row_offset: 10,
      series_limit: '5',
      series_limit_metric: '',
      order_desc: false,
    });
    expect(query).toMatchObject({ row_limit: 500, row_offset: 10, series_limit: 5, order_desc: false });
    expect(query.series_limit_metric).toBeUndefined();
    expect(buildQueryObject({ ...base, row_limit: 'abc' }).row_limit).toBeUndefined();
  });

  it('wraps queries into the request body with defaults', () => {
    const context = buildQueryContext({ ...base, force: true, result_format: 'csv' });
    expect(context).toMatchObject({ datasource: { id: 12, type: 'table' }, force: true, result_format: 'csv', result_type: 'full' });
    expect(buildQueryContext({ ...base, datasource: '7' }).datasource).toEqual({ id: 7, type: 'table' });
  });
});

describe('labels and ordering', () => {
  it('names columns and metrics as the result does', () => {
    expect(getColumnLabel({ sqlExpression: 'UPPER(name)', expressionType: 'SQL' })).toBe('UPPER(name)');
    expect(getColumnLabel({ sqlExpression: 'x', expressionType: 'SQL', label: 'X' })).toBe('X');
    expect(getMetricLabel({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } })).toBe('SUM(num)');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe('COUNT(*)');
  });

  it('derives a missing orderby from the series metric or the first metric', () => {
    expect(normalizeOrderBy({ orderby: [['a', true]], metrics: ['m'] }).orderby).toEqual([['a', true]]);
    const bySeries = normalizeOrderBy({ series_limit_metric: 's', metrics: ['m'], order_desc: true });
    expect(bySeries.orderby).toEqual([['s', false]]);
    expect(bySeries.series_limit_metric).toBeUndefined();
    expect(normalizeOrderBy({ metrics: ['m'], order_desc: false }).orderby).toEqual([['m', true]]);
    expect(normalizeOrderBy({ columns: ['c'] }).orderby).toBeUndefined();
  });
});
