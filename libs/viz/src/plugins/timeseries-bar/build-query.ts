import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** The bar chart runs the shared time-series query: pivoted series per x value. */
export function buildQuery(formData: TimeseriesFormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
