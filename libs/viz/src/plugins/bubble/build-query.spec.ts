import type { BubbleFormData } from './bubble.types';
import { buildQuery } from './build-query';

const formData: BubbleFormData = {
  datasource: '9__table',
  viz_type: 'bubble_v2',
  entity: 'country',
  series: 'region',
  x: 'sum__gdp',
  y: 'avg__life',
  size: 'sum__population',
  row_limit: 50,
};

describe('bubble chart buildQuery', () => {
  it('queries the three metrics per entity and series', () => {
    const context = buildQuery(formData);
    const [query] = context.queries;
    expect(query.columns).toEqual(['country', 'region']);
    expect(query.metrics).toEqual(['sum__gdp', 'avg__life', 'sum__population']);
    expect(query.row_limit).toBe(50);
    expect(query.orderby).toBeUndefined();
    expect(context.form_data).toBe(formData);
  });

  it('orders by the sort metric, descending unless turned off', () => {
    expect(buildQuery({ ...formData, orderby: 'sum__population' }).queries[0].orderby).toEqual([['sum__population', false]]);
    const adhoc = { expressionType: 'SQL' as const, sqlExpression: 'MAX(gdp)', label: 'max gdp' };
    expect(buildQuery({ ...formData, orderby: adhoc, order_desc: false }).queries[0].orderby).toEqual([[adhoc, true]]);
  });

  it('asks for a metric once when it feeds two axes', () => {
    expect(buildQuery({ ...formData, size: 'sum__gdp', series: undefined }).queries[0]).toMatchObject({
      metrics: ['sum__gdp', 'avg__life'],
      columns: ['country'],
    });
  });
});
