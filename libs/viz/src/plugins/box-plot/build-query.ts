import { boxplotOperator } from '../../core/operators/boxplot.operator';
import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { BoxPlotFormData } from './box-plot.types';

/**
 * The metrics per dimension and distribution column, summarised by the server's `boxplot` step
 * into one row of statistics per dimension combination.
 */
export function buildQuery(formData: BoxPlotFormData): QueryContext {
  const groupby = ensureIsArray(formData.groupby);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...ensureIsArray(formData.columns), ...groupby],
      series_columns: groupby,
      post_processing: [boxplotOperator(formData)].filter((rule) => rule !== undefined),
    },
  ]);
}
