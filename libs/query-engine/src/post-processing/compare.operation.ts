import { assertColumnsExist } from './column-args.validator';
import { flattenLabel } from './column-label.util';
import type { ColumnLabelPart, DataFrame, DataRow } from './data-frame';
import { columnsUnder, deriveFrame, labelOf } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { finiteOrNull, roundHalfEven, toNumber, tupleKey } from './values.util';

/** Superset's `TIME_COMPARISON` separator, used in derived column names. */
export const TIME_COMPARISON_SEPARATOR = '__';

/** Comparison types of `compare`. */
export type CompareType = 'difference' | 'percentage' | 'ratio';

const COMPARE_TYPES: readonly string[] = ['difference', 'percentage', 'ratio'];

/** Options of {@link compare}. */
export interface CompareOptions {
  source_columns: readonly string[];
  compare_columns: readonly string[];
  compare_type: CompareType;
  drop_original_columns?: boolean;
  precision?: number;
}

interface Added {
  key: string;
  label?: readonly ColumnLabelPart[];
  values: (number | null)[];
}

function computeFor(type: CompareType, precision: number): (s: number | null, c: number | null) => number | null {
  return (s, c) => {
    if (s === null || c === null) return null;
    if (type === 'difference') return finiteOrNull(s - c);
    const raw = type === 'percentage' ? (s - c) / c : s / c;
    return Number.isFinite(raw) ? roundHalfEven(raw, precision) : null;
  };
}

/** Sub-columns of a metric keyed by the label parts after the metric (one entry for a flat column). */
function subColumns(frame: DataFrame, name: string): Map<string, { column: string; rest: readonly ColumnLabelPart[] }> {
  const result = new Map<string, { column: string; rest: readonly ColumnLabelPart[] }>();
  for (const column of columnsUnder(frame, name)) {
    const rest = labelOf(frame, column).slice(1);
    result.set(tupleKey(rest), { column, rest });
  }
  return result;
}

/**
 * Superset `compare`: for each pair of `source_columns[i]` and `compare_columns[i]` adds a column
 * `<compare_type>__<source>__<compare>` holding `source - compare` (difference),
 * `(source - compare) / compare` (percentage) or `source / compare` (ratio), the last two rounded
 * half-to-even to `precision` places (default 4). After a pivot each sub-series is compared with
 * its namesake. `drop_original_columns` removes the source and compare columns.
 */
export function compare(frame: DataFrame, options: CompareOptions): DataFrame {
  const sources = options.source_columns ?? [];
  const targets = options.compare_columns ?? [];
  assertColumnsExist(frame, [...sources, ...targets]);
  if (sources.length !== targets.length) {
    throw invalidPostProcessing('`compare_columns` must have the same length as `source_columns`.');
  }
  if (!COMPARE_TYPES.includes(options.compare_type)) {
    throw invalidPostProcessing('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  if (!sources.length) return frame;
  const precision = options.precision ?? 4;
  const calculate = computeFor(options.compare_type, precision);
  const added: Added[] = [];
  sources.forEach((source, i) => {
    const name = [options.compare_type, source, targets[i]].join(TIME_COMPARISON_SEPARATOR);
    const left = subColumns(frame, source);
    const right = subColumns(frame, targets[i]);
    const keys = [...new Set([...left.keys(), ...right.keys()])];
    for (const key of keys) {
      const s = left.get(key);
      const c = right.get(key);
      const rest = (s ?? c)?.rest ?? [];
      const label = [name, ...rest];
      const values = frame.rows.map((row) => calculate(s ? toNumber(row[s.column]) : null, c ? toNumber(row[c.column]) : null));
      added.push(frame.columnLevels ? { key: flattenLabel(label), label, values } : { key: name, values });
    }
  });
  const dropped = new Set(options.drop_original_columns ? [...sources, ...targets].flatMap((name) => columnsUnder(frame, name)) : []);
  const addedKeys = new Set(added.map((column) => column.key));
  const kept = frame.columns.filter((column) => !dropped.has(column) && !addedKeys.has(column));
  const rows = frame.rows.map((row, r) => {
    const next: DataRow = {};
    for (const column of kept) next[column] = row[column] ?? null;
    for (const column of added) next[column.key] = column.values[r];
    return next;
  });
  const levels = frame.columnLevels ? { ...frame.columnLevels } : null;
  if (levels) for (const column of added) if (column.label) levels[column.key] = column.label;
  return deriveFrame(frame, { columns: [...kept, ...added.map((column) => column.key)], rows, columnLevels: levels });
}
