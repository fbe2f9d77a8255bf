import { ensureIsArray, getMetricLabel } from '../query/labels';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query/query.types';
import { getXAxisLabel } from '../query/x-axis';
import { TIME_COMPARISON_SEPARATOR, compareTypeOf, getMetricOffsetsMap, isTimeComparison } from './time-comparison.util';

/**
 * Renames the metric level of pivoted columns so series read as their dimension values: a time
 * comparison names each shifted series by its offset, and a single metric with series columns
 * (or several offsets) drops the metric name when `truncate_metric` is set.
 */
export function renameOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const metrics = ensureIsArray(query.metrics);
  const columns = ensureIsArray(query.series_columns ?? query.columns);
  const offsets = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const timeComparison = isTimeComparison(formData, query);
  const truncate = formData.truncate_metric !== undefined && Boolean(formData.truncate_metric);
  if (metrics.length === 0 || !getXAxisLabel(formData)) return undefined;
  if (!timeComparison && !((columns.length > 0 || offsets.length > 1) && truncate)) return undefined;

  const pairs: [string, string | null][] = [];
  const compareType = compareTypeOf(formData);
  if (timeComparison) {
    for (const [withOffset, metric] of getMetricOffsetsMap(formData, query)) {
      const offset = offsets.find((candidate) => withOffset.endsWith(candidate)) ?? withOffset;
      const source = compareType ? [compareType, metric, withOffset].join(TIME_COMPARISON_SEPARATOR) : withOffset;
      pairs.push([source, metrics.length > 1 ? `${metric}, ${offset}` : offset]);
    }
  }
  if (!compareType && metrics.length === 1 && pairs.length === 0) {
    pairs.push([getMetricLabel(metrics[0]), null]);
  }
  if (pairs.length === 0) return undefined;
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}
