import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { FunnelFormData } from './funnel.types';

/** The metric per step (dimension combination), largest first when sorting by metric. */
export function buildQuery(formData: FunnelFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(sortByMetric && metric ? { orderby: [[metric, false] as [typeof metric, boolean]] } : {}) },
  ]);
}
