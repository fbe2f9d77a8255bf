import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext, QueryFormColumn, QueryFormMetric } from '../../core/query/query.types';
import type { TreemapFormData } from './treemap.types';

/**
 * The metric per combination of the hierarchy's columns: largest first when sorting by metric,
 * then by the columns in order, so a row limit keeps whole branches where it can.
 */
export function buildQuery(formData: TreemapFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric, row_limit: rowLimit } = formData;
  const orderby: [QueryFormMetric | QueryFormColumn, boolean][] = [
    ...(sortByMetric && metric ? [[metric, false] as [QueryFormMetric, boolean]] : []),
    ...ensureIsArray(formData.groupby).map((column) => [column, true] as [QueryFormColumn, boolean]),
  ];
  return buildQueryContext(formData, (base) => [{ ...base, ...(rowLimit && orderby.length > 0 ? { orderby } : {}) }]);
}
