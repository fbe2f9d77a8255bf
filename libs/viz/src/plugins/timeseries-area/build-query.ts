import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** The area chart shares the line chart's query; stacking happens when drawing. */
export function buildQuery(formData: TimeseriesFormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
