import type { PostProcessingRule, QueryFormData, QueryObject } from '../query/query.types';
import { compareTypeOf, getMetricOffsetsMap, isTimeComparison } from './time-comparison.util';

/** Replaces each metric and its shifted copy by their difference, percentage change or ratio. */
export function timeCompareOperator(formData: QueryFormData, query: QueryObject): PostProcessingRule | undefined {
  const compareType = compareTypeOf(formData);
  if (!compareType || !isTimeComparison(formData, query)) return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: compareType,
      drop_original_columns: true,
    },
  };
}
