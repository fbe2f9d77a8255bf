import { histogramOperator } from '../../core/operators/histogram.operator';
import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { HistogramFormData } from './histogram.types';

/** The raw values of the column (with their groups), binned by the server's `histogram` step. */
export function buildQuery(formData: HistogramFormData): QueryContext {
  const groupby = ensureIsArray(formData.groupby);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...groupby, ...ensureIsArray(formData.column)],
      metrics: undefined,
      post_processing: [histogramOperator(formData)].filter((rule) => rule !== undefined),
    },
  ]);
}
