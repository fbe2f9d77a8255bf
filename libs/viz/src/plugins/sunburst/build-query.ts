import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { SunburstFormData } from './sunburst.types';

/** The metric (and secondary metric) per combination of the hierarchy's columns, largest first when sorting by metric. */
export function buildQuery(formData: SunburstFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(sortByMetric && metric ? { orderby: [[metric, false] as [typeof metric, boolean]] } : {}) },
  ]);
}
