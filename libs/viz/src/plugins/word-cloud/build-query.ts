import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { WordCloudFormData } from './word-cloud.types';

/** The metric per word (the series column's values), largest first when sorting by metric. */
export function buildQuery(formData: WordCloudFormData): QueryContext {
  const { metric, sort_by_metric: sortByMetric } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: ensureIsArray(formData.series),
      ...(sortByMetric && metric ? { orderby: [[metric, false] as [typeof metric, boolean]] } : {}),
    },
  ]);
}
