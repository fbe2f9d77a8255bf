import { buildQuery } from './build-query';
import { REVENUE_FORM_DATA } from './sunburst.fixtures';

describe('sunburst query', () => {
  it('asks for the metric and secondary metric per combination of the hierarchy', () => {
    const [query] = buildQuery({ ...REVENUE_FORM_DATA, secondary_metric: 'sum__cost' }).queries;
    expect(query).toMatchObject({ columns: ['region', 'country'], metrics: ['sum__sales', 'sum__cost'], row_limit: 100 });
    expect(query.orderby).toBeUndefined();
  });

  it('orders largest first when sorting by metric', () => {
    const [query] = buildQuery({ ...REVENUE_FORM_DATA, sort_by_metric: true }).queries;
    expect(query.orderby).toEqual([['sum__sales', false]]);
  });
});
