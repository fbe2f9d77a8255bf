import { compare } from './compare.operation';
import type { CompareType } from './compare.operation';
import type { DataFrame } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { offsetMetricName } from './time-offset.join';

/**
 * Calculation types of a time comparison (`comparison_type`). `absolute` is the legacy name of
 * `difference` and produces the same columns.
 */
export type ComparisonType = 'values' | 'absolute' | 'difference' | 'percentage' | 'ratio';

const COMPARE_TYPE: Readonly<Record<Exclude<ComparisonType, 'values'>, CompareType>> = {
  absolute: 'difference',
  difference: 'difference',
  percentage: 'percentage',
  ratio: 'ratio',
};

/**
 * Applies a time comparison to a frame that already holds each metric and its offset columns
 * (`<metric>__<offset>`, see `joinTimeOffsets`), as Superset's `timeCompareOperator` does:
 * `values` leaves the frame as it is; the other types replace every metric and offset column with
 * `<type>__<metric>__<metric>__<offset>` (difference, percentage change rounded to 4 places, or
 * ratio), metric-major then offset order.
 */
export function applyTimeComparison(
  frame: DataFrame,
  metrics: readonly string[],
  offsets: readonly string[],
  type: ComparisonType,
): DataFrame {
  if (type === 'values') return frame;
  const compareType = Object.hasOwn(COMPARE_TYPE, type) ? COMPARE_TYPE[type] : undefined;
  if (!compareType) throw invalidPostProcessing(`Invalid comparison type: ${String(type)}`);
  const pairs = metrics.flatMap((metric) => offsets.map((offset) => [metric, offsetMetricName(metric, offset)] as const));
  return compare(frame, {
    source_columns: pairs.map(([metric]) => metric),
    compare_columns: pairs.map(([, offsetMetric]) => offsetMetric),
    compare_type: compareType,
    drop_original_columns: true,
  });
}
