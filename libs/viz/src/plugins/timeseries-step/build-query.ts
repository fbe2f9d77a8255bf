import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** The stepped line runs the shared time-series query unchanged. */
export function buildQuery(formData: TimeseriesFormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
