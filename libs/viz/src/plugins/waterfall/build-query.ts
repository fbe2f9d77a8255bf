import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext, QueryFormColumn } from '../../core/query/query.types';
import type { WaterfallFormData } from './waterfall.types';

/** The metric per x value (and breakdown), in x then breakdown order: the order the steps run. */
export function buildQuery(formData: WaterfallFormData): QueryContext {
  const columns = [
    ...ensureIsArray(formData.x_axis ?? (formData.granularity_sqla as QueryFormColumn | undefined)),
    ...ensureIsArray(formData.groupby),
  ];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, orderby: columns.map((column) => [column, true] as [QueryFormColumn, boolean]) },
  ]);
}
