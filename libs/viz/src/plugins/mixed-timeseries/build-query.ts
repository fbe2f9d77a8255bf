import type { QueryContext } from '../../core/query/query.types';
import { buildTimeseriesQuery } from '../timeseries-common/build-timeseries-query';
import type { MixedTimeseriesFormData } from './mixed-timeseries.types';
import { queryFormData } from './query-form-data';

/** Two time-series queries over the shared x-axis, A then B, in one chart-data request. */
export function buildQuery(formData: MixedTimeseriesFormData): QueryContext {
  const [a, b] = (['A', 'B'] as const).map((query) => buildTimeseriesQuery(queryFormData(formData, query)));
  return { ...a, form_data: formData, queries: [...a.queries, ...b.queries] };
}
