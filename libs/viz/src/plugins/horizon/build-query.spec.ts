import { buildQuery } from './build-query';
import { horizonFormData } from './horizon.fixtures';

describe('horizon buildQuery', () => {
  it('asks for a time series over the time column, grouped by the dimensions', () => {
    const [query] = buildQuery(horizonFormData).queries;
    expect(query.is_timeseries).toBe(true);
    expect(query.granularity).toBe('ds');
    expect(query.columns).toEqual(['gender']);
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.series_limit).toBeUndefined();
  });

  it('limits the series to the largest by the sort metric', () => {
    const [query] = buildQuery({ ...horizonFormData, limit: '5', timeseries_limit_metric: 'count' }).queries;
    expect([query.series_limit, query.series_columns, query.series_limit_metric]).toEqual([5, ['gender'], 'count']);
  });
});
