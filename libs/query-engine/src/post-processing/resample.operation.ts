import type { DataFrame, DataRow } from './data-frame';
import { dataColumns, deriveFrame } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { parseResampleRule } from './resample-rule.parser';
import { compensatedSum, mean, median } from './statistics.util';
import { finiteOrNull, isMissing, toNumber } from './values.util';

/** Superset's `RESAMPLE_METHOD`. */
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;

/** Fill or aggregation method of `resample`. */
export type ResampleMethod = (typeof RESAMPLE_METHODS)[number];

/** Options of {@link resample}. */
export interface ResampleOptions {
  rule: string;
  method: ResampleMethod;
  fill_value?: number | null;
}

/** Refuses rules that would explode a small result into millions of empty buckets. */
export const MAX_RESAMPLE_BUCKETS = 1_000_000;

type Picker = (labels: readonly number[], rows: readonly DataRow[], times: readonly number[]) => (DataRow | undefined)[];

const pickExact: Picker = (labels, rows, times) => {
  const byTime = new Map<number, DataRow>();
  times.forEach((time, i) => {
    if (!byTime.has(time)) byTime.set(time, rows[i]);
  });
  return labels.map((label) => byTime.get(label));
};

const pickPrevious: Picker = (labels, rows, times) => {
  let i = -1;
  return labels.map((label) => {
    while (i + 1 < times.length && times[i + 1] <= label) i += 1;
    return i >= 0 ? rows[i] : undefined;
  });
};

const pickNext: Picker = (labels, rows, times) => {
  let i = 0;
  return labels.map((label) => {
    while (i < times.length && times[i] < label) i += 1;
    return rows[i];
  });
};

function fillDown(values: unknown[], reverse: boolean): unknown[] {
  const order = reverse ? [...values.keys()].reverse() : [...values.keys()];
  let last: unknown = null;
  for (const i of order) {
    if (isMissing(values[i])) values[i] = last;
    else last = values[i];
  }
  return values;
}

/** pandas `interpolate(method='linear')`: by position, leading gaps kept, trailing gaps take the last value. */
function interpolate(values: unknown[]): unknown[] {
  let previous = -1;
  values.forEach((value, i) => {
    const current = toNumber(value);
    if (current === null) return;
    if (previous >= 0 && i - previous > 1) {
      const from = toNumber(values[previous]) as number;
      for (let k = previous + 1; k < i; k += 1) values[k] = from + ((current - from) * (k - previous)) / (i - previous);
    }
    previous = i;
  });
  if (previous >= 0) for (let k = previous + 1; k < values.length; k += 1) values[k] = values[previous];
  return values;
}

const REDUCERS: Readonly<Record<'sum' | 'mean' | 'median', (values: number[]) => number | null>> = {
  sum: (values) => compensatedSum(values),
  mean,
  median,
};

/**
 * Superset `resample` on a frame indexed by one temporal column (as after a pivot): one row per
 * bucket of `rule` (see {@link parseResampleRule}) from the first to the last timestamp.
 * `method`: `sum` (0 for empty buckets), `mean`, `median` aggregate each bucket; `asfreq` takes the
 * row exactly at each bucket label (`fill_value` fills the gaps); `ffill`/`bfill` take the latest
 * row at or before / earliest at or after the label, then fill remaining gaps the same way;
 * `linear` is `asfreq` followed by linear interpolation.
 */
export function resample(frame: DataFrame, options: ResampleOptions): DataFrame {
  const timeColumn = frame.index?.length === 1 ? frame.index[0] : undefined;
  const sorted = [...frame.rows].filter((row) => !isMissing(row[timeColumn ?? '']));
  if (!timeColumn || sorted.some((row) => typeof row[timeColumn] !== 'number')) {
    throw invalidPostProcessing('Resample operation requires DatetimeIndex');
  }
  if (!RESAMPLE_METHODS.includes(options.method)) {
    throw invalidPostProcessing(`Resample method should be in ${RESAMPLE_METHODS.join(', ')}.`);
  }
  const makeBinner = parseResampleRule(options.rule ?? '');
  if (!sorted.length) return deriveFrame(frame, { columns: frame.columns, rows: [] });
  sorted.sort((a, b) => (a[timeColumn] as number) - (b[timeColumn] as number));
  const times = sorted.map((row) => row[timeColumn] as number);
  const binner = makeBinner(times[0]);
  const firstOrdinal = binner.ordinalOf(times[0]);
  const count = binner.ordinalOf(times[times.length - 1]) - firstOrdinal + 1;
  if (count > MAX_RESAMPLE_BUCKETS) throw invalidPostProcessing(`Resample rule ${options.rule} produces too many rows`);
  const labels = Array.from({ length: count }, (_, i) => binner.labelOf(firstOrdinal + i));
  const columns = dataColumns(frame);
  const series = new Map<string, unknown[]>();
  const method = options.method;
  if (method === 'sum' || method === 'mean' || method === 'median') {
    const buckets: DataRow[][] = labels.map(() => []);
    sorted.forEach((row, i) => buckets[binner.ordinalOf(times[i]) - firstOrdinal].push(row));
    for (const column of columns) {
      series.set(
        column,
        buckets.map((bucket) => {
          const values = bucket.map((row) => toNumber(row[column])).filter((v): v is number => v !== null);
          const result = REDUCERS[method](values);
          return result === null ? null : finiteOrNull(result);
        }),
      );
    }
  } else {
    const picker = method === 'ffill' ? pickPrevious : method === 'bfill' ? pickNext : pickExact;
    const picked = picker(labels, sorted, times);
    for (const column of columns) {
      const values = picked.map((row) => (row ? (row[column] ?? null) : null));
      if (method === 'ffill' || method === 'bfill') fillDown(values, method === 'bfill');
      if (method === 'linear') interpolate(values);
      const fill = options.fill_value;
      if (method === 'asfreq' && fill !== null && fill !== undefined) values.forEach((v, i) => isMissing(v) && (values[i] = fill));
      series.set(column, values);
    }
  }
  const rows = labels.map((label, i) => {
    const row: DataRow = { [timeColumn]: label };
    for (const column of columns) row[column] = series.get(column)?.[i] ?? null;
    return row;
  });
  return deriveFrame(frame, { columns: frame.columns, rows });
}
