import { buildQueryContext } from '../../core/query/build-query-context';
import type { QueryContext } from '../../core/query/query.types';
import type { PieFormData } from './pie.types';

/**
 * The metric per dimension combination, largest first when sorting by metric. With `show_other`
 * a second, ungrouped query fetches the grand total so the slices cut off by the row limit can be
 * shown together as 'Other'.
 */
export function buildQuery(formData: PieFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (base) => {
    const main = { ...base, ...(sortByMetric && metric ? { orderby: [[metric, false] as [typeof metric, boolean]] } : {}) };
    if (!formData.show_other) return [main];
    const { row_limit: _limit, orderby: _order, ...rest } = base;
    return [main, { ...rest, columns: [] }];
  });
}
