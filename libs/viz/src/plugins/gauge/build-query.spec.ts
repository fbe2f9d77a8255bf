import { buildQuery } from './build-query';
import { REVENUE_FORM_DATA } from './gauge.fixtures';

describe('gauge query', () => {
  it('asks for the metric per group within the row limit, largest first when sorting by metric', () => {
    const [query] = buildQuery({ ...REVENUE_FORM_DATA, sort_by_metric: true }).queries;
    expect(query).toMatchObject({ columns: ['deal_size'], metrics: ['sum__sales'], row_limit: 10, orderby: [['sum__sales', false]] });
    expect(buildQuery(REVENUE_FORM_DATA).queries[0].orderby).toBeUndefined();
  });

  it('asks for a single value without groups', () => {
    const [query] = buildQuery({ ...REVENUE_FORM_DATA, groupby: [] }).queries;
    expect(query.columns).toEqual([]);
    expect(query.metrics).toEqual(['sum__sales']);
  });
});
