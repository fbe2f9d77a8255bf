import { buildQuery } from './build-query';
import { sankeyFormData } from './sankey.fixtures';

describe('sankey buildQuery', () => {
  it('groups by source and target and orders by them so the row limit cuts the same flows each time', () => {
    const [query] = buildQuery(sankeyFormData).queries;
    expect(query.columns).toEqual(['region', 'channel']);
    expect(query.metrics).toEqual(['sum__sales']);
    expect(query.row_limit).toBe(100);
    expect(query.orderby).toEqual([
      ['region', true],
      ['channel', true],
    ]);
  });

  it('orders by the metric first when sorting by metric', () => {
    expect(buildQuery({ ...sankeyFormData, sort_by_metric: true }).queries[0].orderby?.[0]).toEqual(['sum__sales', false]);
  });

  it('leaves the order to the database without a row limit', () => {
    expect(buildQuery({ ...sankeyFormData, row_limit: 0 }).queries[0].orderby).toBeUndefined();
  });
});
