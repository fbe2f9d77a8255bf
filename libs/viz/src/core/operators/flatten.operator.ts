import type { PostProcessingRule } from '../query/query.types';

/** Joins multi-level pivoted column names (`SUM(num), boy`) and turns the index back into a column. */
export function flattenOperator(): PostProcessingRule {
  return { operation: 'flatten' };
}
