import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getMetricLabel, removeDuplicates } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { BubbleFormData } from './bubble.types';

/**
 * The x, y and size metrics per entity and series, ordered by the sort metric when one is chosen.
 * `orderby` here holds a single metric rather than the generic `[column, ascending]` pairs, so it
 * is kept out of the generic field extraction and turned into the query's ordering directly.
 */
export function buildQuery(formData: BubbleFormData): QueryContext {
  const { orderby: sortMetric, ...rest } = formData;
  const context = buildQueryContext(rest, (base) => [
    {
      ...base,
      metrics: removeDuplicates(
        [...ensureIsArray(formData.x), ...ensureIsArray(formData.y), ...ensureIsArray(formData.size)],
        getMetricLabel,
      ),
      columns: [...ensureIsArray(formData.entity), ...ensureIsArray(formData.series)],
      ...(sortMetric ? { orderby: [[sortMetric, !(formData.order_desc ?? true)] as [typeof sortMetric, boolean]] } : {}),
    },
  ]);
  return { ...context, form_data: formData };
}
