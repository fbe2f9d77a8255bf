import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { GaugeFormData } from './gauge.types';

/** The metric per group (a single value without groups), largest first when sorting by metric. */
export function buildQuery(formData: GaugeFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(sortByMetric && metric ? { orderby: [[metric, false] as [typeof metric, boolean]] } : {}) },
  ]);
}
