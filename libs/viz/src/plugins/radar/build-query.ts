import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext, QueryFormMetric } from '../../core/query/query.types';
import type { RadarFormData } from './radar.types';

/**
 * The metrics per group, ordered by the "sort by" metric or else the first metric, largest first
 * (whatever the sort direction says, as Superset's radar does), within the row limit.
 */
export function buildQuery(formData: RadarFormData): QueryContext {
  const sortBy = ensureIsArray(formData.timeseries_limit_metric ?? formData.series_limit_metric)[0] as QueryFormMetric | undefined;
  const { timeseries_limit_metric: _sort, series_limit_metric: _series, ...rest } = formData;
  const context = buildQueryContext(rest, (base) => {
    const metrics = ensureIsArray(base.metrics);
    const first = sortBy ?? metrics[0];
    return [{ ...base, ...(first ? { orderby: [[first, false] as [QueryFormMetric, boolean]] } : {}) }];
  });
  return { ...context, form_data: formData };
}
