import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getMetricLabel } from '../../core/query/labels';
import type { QueryContext, QueryFormMetric } from '../../core/query/query.types';
import type { WorldMapFormData } from './world-map.types';

/** The colour metric (and the bubble metric when different) per country, largest first when sorting by metric. */
export function buildQuery(formData: WorldMapFormData): QueryContext {
  const { metric, secondary_metric: bubble } = formData;
  const metrics: QueryFormMetric[] = metric ? [metric] : [];
  if (bubble && (!metric || getMetricLabel(bubble) !== getMetricLabel(metric))) metrics.push(bubble);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: ensureIsArray(formData.entity),
      metrics,
      orderby: formData.sort_by_metric && metric ? [[metric, false]] : undefined,
    },
  ]);
}
