import { buildQuery } from './build-query';
import { paraFormData } from './parallel-coordinates.fixtures';

describe('parallel coordinates buildQuery', () => {
  it('groups by the series with every metric and the colour metric', () => {
    const [query] = buildQuery(paraFormData).queries;
    expect(query.columns).toEqual(['region']);
    expect(query.metrics).toEqual(['sum__pop', 'avg__life', 'avg__gdp']);
    expect(query.orderby).toBeUndefined();
    expect(query.row_limit).toBe(100);
  });

  it('selects the sort metric and orders by it when sorting descending', () => {
    const [query] = buildQuery({ ...paraFormData, timeseries_limit_metric: 'count', order_desc: true }).queries;
    expect(query.metrics).toEqual(['sum__pop', 'avg__life', 'avg__gdp', 'count']);
    expect(query.orderby).toEqual([['count', false]]);
    expect(buildQuery({ ...paraFormData, timeseries_limit_metric: 'sum__pop', order_desc: false }).queries[0].orderby).toBeUndefined();
  });

  it('draws no more series than the series limit', () => {
    expect(buildQuery({ ...paraFormData, limit: '10' }).queries[0].row_limit).toBe(10);
    expect(buildQuery({ ...paraFormData, limit: 500 }).queries[0].row_limit).toBe(100);
  });
});
