import { assertColumnsOrIndexExist } from './column-args.validator';
import type { DataFrame, DataRow } from './data-frame';
import { deriveFrame } from './data-frame';
import { groupRows } from './grouping.util';
import { invalidPostProcessing } from './post-processing.errors';
import { finiteOrNull, isMissing, pythonFloatRepr, toNumber } from './values.util';

/** Superset's upper bound on `bins`. */
export const MAX_HISTOGRAM_BINS = 1000;

/** Options of {@link histogram}. */
export interface HistogramOptions {
  column: string;
  groupby?: readonly string[] | null;
  bins?: number;
  cumulative?: boolean;
  normalize?: boolean;
}

/** `numpy.histogram_bin_edges(values, bins)`: equal-width edges over [min, max] (±0.5 when they are equal). */
export function histogramBinEdges(values: readonly number[], bins: number): number[] {
  let low = Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low === high) {
    low -= 0.5;
    high += 0.5;
  }
  const step = (high - low) / bins;
  const edges = Array.from({ length: bins + 1 }, (_, i) => low + i * step);
  edges[bins] = high;
  return edges;
}

/** `numpy.histogram(values, edges)[0]`: half-open bins, the last one closed on the right. */
export function histogramCounts(values: readonly number[], edges: readonly number[]): number[] {
  const bins = edges.length - 1;
  const counts: number[] = new Array(bins).fill(0);
  const first = edges[0];
  const last = edges[bins];
  const norm = bins / (last - first);
  for (const value of values) {
    if (value < first || value > last) continue;
    let i = Math.min(Math.floor((value - first) * norm), bins - 1);
    // The scaled guess can land one bin off at edges; numpy corrects it the same way.
    if (value < edges[i]) i -= 1;
    else if (i < bins - 1 && value >= edges[i + 1]) i += 1;
    counts[i] += 1;
  }
  return counts;
}

/**
 * Superset `histogram`: counts of `column` in `bins` (default 5, 1–1000) equal-width bins over its
 * whole range, per `groupby` group (one row each, sorted) or in one row. Bin columns are named
 * `"<low> - <high>"` with Python float formatting. `cumulative` accumulates counts across bins;
 * `normalize` divides every count by the table's total. Rows missing `column` are ignored.
 */
export function histogram(frame: DataFrame, options: HistogramOptions): DataFrame {
  const bins = options.bins ?? 5;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > MAX_HISTOGRAM_BINS) {
    throw invalidPostProcessing(`\`bins\` must be an integer between 1 and ${MAX_HISTOGRAM_BINS}`);
  }
  const groupby = [...(options.groupby ?? [])];
  assertColumnsOrIndexExist(frame, [options.column, ...groupby]);
  const rows = frame.rows.filter((row) => !isMissing(row[options.column]));
  if (!rows.length) return deriveFrame(frame, { columns: frame.columns, rows: [] });
  const values = rows.map((row) => toNumber(row[options.column]));
  if (values.some((value) => value === null)) {
    throw invalidPostProcessing(`Column '${options.column}' contains non-numeric values`);
  }
  const edges = histogramBinEdges(values as number[], bins);
  const names = edges.slice(0, -1).map((edge, i) => `${pythonFloatRepr(edge)} - ${pythonFloatRepr(edges[i + 1])}`);
  const groups = groupby.length ? groupRows(rows, groupby) : [{ key: [], rows }];
  const tables = groups.map((group) => {
    const counts = histogramCounts(
      group.rows.map((row) => toNumber(row[options.column]) as number),
      edges,
    );
    if (options.cumulative) for (let i = 1; i < counts.length; i += 1) counts[i] += counts[i - 1];
    return counts;
  });
  const total = tables.reduce((sum, counts) => sum + counts.reduce((a, b) => a + b, 0), 0);
  const result: DataRow[] = groups.map((group, g) => {
    const row: DataRow = {};
    groupby.forEach((column, i) => (row[column] = group.key[i]));
    names.forEach((name, i) => (row[name] = options.normalize ? finiteOrNull(tables[g][i] / total) : tables[g][i]));
    return row;
  });
  return { columns: [...groupby, ...names], rows: result };
}
