import { ensureIsArray, getMetricLabel } from '../query/labels';
import type { QueryFormData, QueryObject } from '../query/query.types';

/** Joins a metric label and its time offset in result column names (`SUM(x)__1 year ago`). */
export const TIME_COMPARISON_SEPARATOR = '__';

/** The calculation types of the time comparison control. */
export const ComparisonType = {
  VALUES: 'values',
  ABSOLUTE: 'absolute',
  PERCENTAGE: 'percentage',
  RATIO: 'ratio',
} as const;
export type ComparisonType = (typeof ComparisonType)[keyof typeof ComparisonType];

const COMPARISON_TYPES: readonly string[] = [...Object.values(ComparisonType), 'difference'];

/**
 * The server `compare` operation's `compare_type` for the form's calculation type; `absolute`
 * (the control's name for a difference) becomes `difference`. Undefined for actual values.
 */
export function compareTypeOf(formData: QueryFormData): 'difference' | 'percentage' | 'ratio' | undefined {
  const type = formData.comparison_type;
  if (type === ComparisonType.ABSOLUTE || type === 'difference') return 'difference';
  if (type === ComparisonType.PERCENTAGE || type === ComparisonType.RATIO) return type;
  return undefined;
}

/** Maps each `metric__offset` column label to its metric label, in metric then offset order. */
export function getMetricOffsetsMap(formData: QueryFormData, query: QueryObject): Map<string, string> {
  const offsets = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const map = new Map<string, string>();
  for (const metric of ensureIsArray(query.metrics).map(getMetricLabel)) {
    for (const offset of offsets) map.set([metric, offset].join(TIME_COMPARISON_SEPARATOR), metric);
  }
  return map;
}

/** True when the form asks for a time comparison with at least one offset and one metric. */
export function isTimeComparison(formData: QueryFormData, query: QueryObject): boolean {
  return COMPARISON_TYPES.includes(String(formData.comparison_type)) && getMetricOffsetsMap(formData, query).size > 0;
}

/** The offsets a time-compared query asks the server to join (`time_offsets`). */
export function timeOffsetsOf(formData: QueryFormData, query: QueryObject): string[] {
  return isTimeComparison(formData, query) ? ensureIsArray(formData.time_compare as string | string[] | undefined) : [];
}

/** The result columns a time comparison leaves after its `compare` step (or none for values). */
export function comparedColumns(formData: QueryFormData, query: QueryObject): string[] {
  const map = getMetricOffsetsMap(formData, query);
  const compareType = compareTypeOf(formData);
  if (!compareType) return [...map.values(), ...map.keys()];
  return [...map.entries()].map(([offset, metric]) => [compareType, metric, offset].join(TIME_COMPARISON_SEPARATOR));
}
