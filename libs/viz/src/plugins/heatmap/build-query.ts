import { buildQueryContext } from '../../core/query/build-query-context';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../../core/query/labels';
import type { QueryContext } from '../../core/query/query.types';
import type { HeatmapFormData } from './heatmap.types';

/**
 * The metric per x and y value, with the server's `rank` step adding each cell's percentile rank
 * among all cells or within its x column or y row, as `normalize_across` asks.
 */
export function buildQuery(formData: HeatmapFormData): QueryContext {
  const groupby = ensureIsArray(formData.groupby);
  const groupBy =
    formData.normalize_across === 'x' && formData.x_axis
      ? getColumnLabel(formData.x_axis)
      : formData.normalize_across === 'y' && groupby.length
        ? getColumnLabel(groupby[0])
        : undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...ensureIsArray(formData.x_axis), ...groupby],
      post_processing: formData.metric
        ? [{ operation: 'rank', options: { metric: getMetricLabel(formData.metric), ...(groupBy ? { group_by: groupBy } : {}) } }]
        : [],
    },
  ]);
}
