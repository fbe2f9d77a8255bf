import { buildQuery } from './build-query';
import { graphFormData } from './graph.fixtures';

describe('graph buildQuery', () => {
  it('groups by source, target and both category columns', () => {
    const [query] = buildQuery(graphFormData).queries;
    expect(query.columns).toEqual(['from_city', 'to_city', 'from_country', 'to_country']);
    expect(query.metrics).toEqual(['count']);
    expect(query.row_limit).toBe(100);
  });

  it('leaves out categories that are not set', () => {
    const [query] = buildQuery({ ...graphFormData, source_category: null, target_category: undefined }).queries;
    expect(query.columns).toEqual(['from_city', 'to_city']);
  });
});
