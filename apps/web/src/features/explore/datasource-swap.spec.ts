import { getChartPlugin, type QueryFormData } from '@tessera/viz';
import { formDataForDatasource } from './datasource-swap';
import type { ExploreDatasource } from './explore.types';

const orders: ExploreDatasource = {
  id: 8,
  type: 'table',
  name: 'orders',
  columns: [{ column_name: 'region' }, { column_name: 'amount' }, { column_name: 'ds', is_dttm: true }],
  metrics: [{ metric_name: 'count' }],
};

const table = (formData: Partial<QueryFormData>): QueryFormData =>
  ({ datasource: '7__table', viz_type: 'table', query_mode: 'aggregate', ...formData }) as QueryFormData;

describe('formDataForDatasource', () => {
  const panel = getChartPlugin('table').controlPanel;

  it('keeps what the new dataset has and drops the rest (issue 19, bug 10)', () => {
    const swapped = formDataForDatasource(
      table({
        groupby: ['state', 'region', { label: 'Upper', sqlExpression: 'UPPER(name)', expressionType: 'SQL' }],
        metrics: [
          'count',
          'sum__num',
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' },
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' },
          { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' },
        ],
        adhoc_filters: [
          { expressionType: 'SIMPLE', subject: 'state', operator: '==', comparator: 'CA', clause: 'WHERE' },
          { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'east', clause: 'WHERE' },
          { expressionType: 'SQL', sqlExpression: '1 = 1', clause: 'WHERE' },
        ],
      }),
      panel,
      orders,
    );
    expect(swapped.groupby).toEqual(['region', { label: 'Upper', sqlExpression: 'UPPER(name)', expressionType: 'SQL' }]);
    expect(swapped.metrics).toEqual([
      'count',
      { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' },
      { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' },
    ]);
    expect((swapped.adhoc_filters ?? []).map((filter) => filter.subject ?? filter.sqlExpression)).toEqual(['region', '1 = 1']);
  });

  it('leaves controls that do not name columns alone', () => {
    const swapped = formDataForDatasource(table({ groupby: ['state'], row_limit: 50, include_search: true }), panel, orders);
    expect(swapped.row_limit).toBe(50);
    expect(swapped.include_search).toBe(true);
    expect(swapped.groupby).toEqual([]);
  });
});
