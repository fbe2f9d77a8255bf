import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';
import type { MixedTimeseriesFormData, QueryId } from './mixed-timeseries.types';

const QUERY_SUFFIX = '_b';
/** Look controls of query B end in a bare `B` (`seriesTypeB`, `show_valueB`). */
const LOOK_KEYS = ['seriesType', 'stack', 'area', 'show_value', 'opacity', 'markerEnabled', 'markerSize', 'yAxisIndex', 'only_total'];

/**
 * The form data one query of a mixed chart reads as a single time series: query A drops every
 * `_b` key; query B takes each `_b` value under the plain key (and its `B` look controls), so the
 * shared time-series query builder and shaping serve both.
 */
export function queryFormData(formData: MixedTimeseriesFormData, query: QueryId): TimeseriesFormData {
  const own: Record<string, unknown> = {};
  const suffixed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (key.endsWith(QUERY_SUFFIX)) suffixed[key.slice(0, -QUERY_SUFFIX.length)] = value;
    else own[key] = value;
  }
  if (query === 'A') return own as TimeseriesFormData;
  // B never inherits A's look: an unset `B` control means the control's default.
  const look = Object.fromEntries(LOOK_KEYS.map((key) => [key, formData[`${key}B`]]));
  return { ...own, ...suffixed, ...look } as TimeseriesFormData;
}
