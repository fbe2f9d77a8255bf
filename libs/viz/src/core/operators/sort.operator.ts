import { ensureIsArray, getMetricLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormData } from '../query/query.types';
import { getXAxisLabel } from '../query/x-axis';

/**
 * Orders a pivoted result by the x-axis (the index) or by one metric, when the form sets
 * `x_axis_sort` and `x_axis_sort_asc` and the chart has no series dimension to interleave.
 */
export function sortOperator(formData: QueryFormData): PostProcessingRule | undefined {
  const xAxis = getXAxisLabel(formData);
  const sortBy = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  const sortable = [xAxis, ...ensureIsArray(formData.metrics).map(getMetricLabel)].filter(Boolean);
  if (typeof sortBy !== 'string' || typeof ascending !== 'boolean' || !sortable.includes(sortBy)) return undefined;
  if (ensureIsArray(formData.groupby).length > 0) return undefined;
  if (sortBy === xAxis) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by: sortBy, ascending } };
}
