import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { HorizonFormData } from './horizon.types';

function positive(value: unknown): number | undefined {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * Superset's legacy time-series query: the metrics per time column value (`__timestamp`) and
 * dimension, the series limited to the `limit` largest by the sort metric.
 */
export function buildQuery(formData: HorizonFormData): QueryContext {
  const limit = positive(formData.limit);
  const sortBy = formData.timeseries_limit_metric ?? undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      is_timeseries: true,
      ...(limit ? { series_limit: limit, series_columns: base.columns } : {}),
      ...(limit && sortBy ? { series_limit_metric: sortBy } : {}),
    },
  ]);
}
