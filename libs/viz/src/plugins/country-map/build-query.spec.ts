import { buildQuery } from './build-query';
import { countryMapFormData } from './country-map.fixtures';

describe('country map buildQuery', () => {
  it('asks for the metric per region code', () => {
    const [query] = buildQuery(countryMapFormData).queries;
    expect(query.columns).toEqual(['state']);
    expect(query.metrics).toEqual(['sum__num']);
  });
});
