import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext, QueryFormOrderBy } from '../../core/query/query.types';
import type { SankeyFormData } from './sankey.types';

/**
 * The metric per source/target pair. With a row limit the order decides which flows are kept:
 * the largest first when sorting by metric, then by source and target so the cut is stable.
 */
export function buildQuery(formData: SankeyFormData): QueryContext {
  const { metric, source, target } = formData;
  const columns = [...ensureIsArray(source), ...ensureIsArray(target)];
  const orderby: QueryFormOrderBy[] = [
    ...(formData.sort_by_metric && metric ? [[metric, false] as QueryFormOrderBy] : []),
    ...columns.map((column) => [column, true] as QueryFormOrderBy),
  ];
  const limited = formData.row_limit !== undefined && formData.row_limit !== null && Number(formData.row_limit) !== 0;
  return buildQueryContext(formData, (base) => [{ ...base, columns, ...(limited && orderby.length ? { orderby } : {}) }]);
}
