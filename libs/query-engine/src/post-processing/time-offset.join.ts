import { TIME_COMPARISON_SEPARATOR } from './compare.operation';
import type { DataFrame, DataRow } from './data-frame';
import { deriveFrame } from './data-frame';
import { missingColumns } from './post-processing.errors';
import { isMissing, tupleKey } from './values.util';

/** The result of one time-offset query (`time_offsets` item) to join to the main query's result. */
export interface OffsetFrame {
  /** The offset as requested, e.g. `1 year ago`; it becomes the metric name suffix. */
  offset: string;
  frame: DataFrame;
}

/** How {@link joinTimeOffsets} lines offset rows up with main rows. */
export interface TimeOffsetJoinOptions {
  timeColumn: string;
  /** Other columns both frames share (the dimensions); the time column is implied. */
  joinKeys: readonly string[];
  /** Maps a timestamp of the offset series to the main series' timestamp (e.g. +1 year for `1 year ago`). */
  shift(offset: string, epochMs: number): number;
}

/** Superset's name for a metric of an offset query: `<metric>__<offset>`. */
export function offsetMetricName(metric: string, offset: string): string {
  return `${metric}${TIME_COMPARISON_SEPARATOR}${offset}`;
}

function keyOf(row: DataRow, columns: readonly string[], time?: number): string {
  return tupleKey(columns.map((column, i) => (i === 0 && time !== undefined ? time : (row[column] ?? null))));
}

/**
 * Superset's time-offset join (`processing_time_offsets`): each offset frame's metrics (every
 * column other than the time column and join keys) are renamed `<metric>__<offset>`, its time
 * column shifted onto the main series with `shift`, and the result left-joined to `main` on the
 * time column and `joinKeys` — main rows keep their order, unmatched cells are null, and several
 * matches repeat the main row as a left join does.
 */
export function joinTimeOffsets(main: DataFrame, offsets: readonly OffsetFrame[], options: TimeOffsetJoinOptions): DataFrame {
  const keys = [options.timeColumn, ...options.joinKeys.filter((key) => key !== options.timeColumn)];
  const absent = keys.filter((key) => !main.columns.includes(key));
  if (absent.length) throw missingColumns(absent);
  let rows: DataRow[] = main.rows.map((row) => ({ ...row }));
  const columns = [...main.columns];
  for (const { offset, frame } of offsets) {
    const missing = keys.filter((key) => !frame.columns.includes(key));
    if (missing.length) throw missingColumns(missing);
    const metrics = frame.columns.filter((column) => !keys.includes(column));
    const renamed = metrics.map((metric) => offsetMetricName(metric, offset));
    const lookup = new Map<string, DataRow[]>();
    for (const row of frame.rows) {
      const time = row[options.timeColumn];
      const shifted = isMissing(time) || typeof time !== 'number' ? undefined : options.shift(offset, time);
      const hash = keyOf(row, keys, shifted);
      const matches = lookup.get(hash);
      if (matches) matches.push(row);
      else lookup.set(hash, [row]);
    }
    rows = rows.flatMap((row) => {
      const matches = lookup.get(keyOf(row, keys)) ?? [undefined];
      return matches.map((match) => {
        const joined: DataRow = { ...row };
        metrics.forEach((metric, i) => (joined[renamed[i]] = match ? (match[metric] ?? null) : null));
        return joined;
      });
    });
    for (const name of renamed) if (!columns.includes(name)) columns.push(name);
  }
  return deriveFrame(main, { columns, rows });
}
