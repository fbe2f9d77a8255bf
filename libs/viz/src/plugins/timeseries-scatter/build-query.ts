import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** The scatter plot runs the shared time-series query: one column of points per series. */
export function buildQuery(formData: TimeseriesFormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
