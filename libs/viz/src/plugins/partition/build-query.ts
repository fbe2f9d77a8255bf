import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getMetricLabel } from '../../core/query/labels';
import type { QueryContext, QueryFormMetric, QueryFormOrderBy } from '../../core/query/query.types';
import type { PartitionFormData } from './partition.types';

/**
 * The metrics per combination of the hierarchy's columns; per period too when the time option reads
 * periods. A sort metric is queried with the others and orders the rows when descending.
 */
export function buildQuery(formData: PartitionFormData): QueryContext {
  return buildQueryContext(formData, (base) => {
    let metrics: QueryFormMetric[] = ensureIsArray(base.metrics);
    const sortBy = ensureIsArray(formData.timeseries_limit_metric ?? undefined)[0];
    const orderby: QueryFormOrderBy[] = [];
    if (sortBy) {
      if (!metrics.some((metric) => getMetricLabel(metric) === getMetricLabel(sortBy))) metrics = [...metrics, sortBy];
      if (formData.order_desc) orderby.push([sortBy, false]);
    }
    return [
      {
        ...base,
        metrics,
        is_timeseries: (formData.time_series_option ?? 'not_time') !== 'not_time',
        ...(orderby.length ? { orderby } : {}),
      },
    ];
  });
}
