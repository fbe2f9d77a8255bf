import { assertColumnsOrIndexExist } from './column-args.validator';
import type { DataFrame, DataRow } from './data-frame';
import { groupRows } from './grouping.util';
import { invalidPostProcessing } from './post-processing.errors';
import { mean, percentileOfSorted, sortedNumbers } from './statistics.util';
import { toNumber } from './values.util';

/** Whisker definitions of `boxplot`. */
export type WhiskerType = 'tukey' | 'min/max' | 'percentile';

/** Options of {@link boxplot}. */
export interface BoxplotOptions {
  groupby?: readonly string[];
  metrics: readonly string[];
  whisker_type: WhiskerType;
  percentiles?: readonly number[];
}

/** Statistic suffixes in the order Superset emits the columns (`<metric>__<suffix>`). */
export const BOXPLOT_STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

type Whiskers = (sorted: readonly number[], q1: number, q3: number) => [low: number, high: number];

function whiskersFor(options: BoxplotOptions): Whiskers {
  switch (options.whisker_type) {
    case 'tukey':
      return (sorted, q1, q3) => {
        const reach = 1.5 * (q3 - q1);
        // Whiskers end at the most extreme data points within 1.5 IQR of the quartiles.
        const low = sorted.find((value) => value >= q1 - reach) ?? q1;
        const high = [...sorted].reverse().find((value) => value <= q3 + reach) ?? q3;
        return [low, high];
      };
    case 'min/max':
      return (sorted) => [sorted[0], sorted[sorted.length - 1]];
    case 'percentile': {
      const p = options.percentiles;
      if (!Array.isArray(p) || p.length !== 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number' || p[0] >= p[1]) {
        throw invalidPostProcessing(
          'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
        );
      }
      return (sorted) => [percentileOfSorted(sorted, p[0]) as number, percentileOfSorted(sorted, p[1]) as number];
    }
    default:
      throw invalidPostProcessing(`Invalid whisker_type: ${String(options.whisker_type)}`);
  }
}

function statistics(raw: readonly unknown[], whiskers: Whiskers): Record<(typeof BOXPLOT_STATISTICS)[number], unknown> {
  const values = raw.map(toNumber);
  const present = values.filter((value): value is number => value !== null);
  const sorted = sortedNumbers(present);
  if (!sorted.length) {
    return { mean: null, median: null, max: null, min: null, q1: null, q3: null, count: raw.length, outliers: [] };
  }
  const q1 = percentileOfSorted(sorted, 25, 'midpoint') as number;
  const q3 = percentileOfSorted(sorted, 75, 'midpoint') as number;
  const [low, high] = whiskers(sorted, q1, q3);
  return {
    mean: mean(present),
    median: percentileOfSorted(sorted, 50),
    max: high,
    min: low,
    q1,
    q3,
    count: raw.length,
    outliers: [...present.filter((value) => value > high), ...present.filter((value) => value < low)],
  };
}

/**
 * Superset `boxplot`: per `groupby` group (sorted; one row without groupby) and per metric, the
 * columns `<metric>__mean`, `__median`, `__max`/`__min` (whisker ends: Tukey 1.5 IQR, min/max, or
 * the `percentiles` pair), `__q1`, `__q3` (midpoint quartiles), `__count` (rows, missing included)
 * and `__outliers` (values beyond the whiskers, those above first). Non-numeric values are ignored.
 */
export function boxplot(frame: DataFrame, options: BoxplotOptions): DataFrame {
  const groupby = [...(options.groupby ?? [])];
  const metrics = [...(options.metrics ?? [])];
  assertColumnsOrIndexExist(frame, [...groupby, ...metrics]);
  const whiskers = whiskersFor(options);
  const groups = groupby.length ? groupRows(frame.rows, groupby, { dropMissing: false }) : [{ key: [], rows: [...frame.rows] }];
  const names = BOXPLOT_STATISTICS.flatMap((stat) => metrics.map((metric) => ({ stat, metric, name: `${metric}__${stat}` })));
  const rows = groups.map((group) => {
    const row: DataRow = {};
    groupby.forEach((column, i) => (row[column] = group.key[i]));
    const perMetric = new Map(
      metrics.map((metric) => [
        metric,
        statistics(
          group.rows.map((r) => r[metric] ?? null),
          whiskers,
        ),
      ]),
    );
    for (const { stat, metric, name } of names) row[name] = perMetric.get(metric)?.[stat] ?? null;
    return row;
  });
  return { columns: [...groupby, ...names.map((entry) => entry.name)], rows };
}
