import { buildQuery } from './build-query';
import { worldMapFormData } from './world-map.fixtures';

describe('world map buildQuery', () => {
  it('groups by the country column with the colour and bubble metrics', () => {
    const [query] = buildQuery(worldMapFormData).queries;
    expect(query.columns).toEqual(['country_code']);
    expect(query.metrics).toEqual(['avg__life', 'sum__pop']);
    expect(query.orderby).toBeUndefined();
  });

  it('asks for a bubble metric equal to the colour metric once, and sorts by the metric when asked', () => {
    const [query] = buildQuery({ ...worldMapFormData, secondary_metric: 'avg__life', sort_by_metric: true }).queries;
    expect(query.metrics).toEqual(['avg__life']);
    expect(query.orderby).toEqual([['avg__life', false]]);
  });
});
