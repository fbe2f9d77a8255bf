import { appendColumns, sourceColumns } from './append-columns.util';
import type { DataFrame } from './data-frame';
import { columnValues } from './data-frame';
import { invalidPostProcessing } from './post-processing.errors';
import { finiteOrNull, toNumber } from './values.util';

/** Options of {@link diff}. */
export interface DiffOptions {
  columns: Readonly<Record<string, string>>;
  periods?: number;
  axis?: 0 | 1 | 'index' | 'columns' | 'rows';
}

function difference(current: number | null, previous: number | null | undefined): number | null {
  return current === null || previous === null || previous === undefined ? null : finiteOrNull(current - previous);
}

/**
 * Superset `diff`: the difference of each value of `columns` (`{source: target}`) with the value
 * `periods` (default 1, may be negative) rows before — or, with `axis` 1, with the selected column
 * `periods` positions to the left in the same row. Missing neighbours give missing.
 */
export function diff(frame: DataFrame, options: DiffOptions): DataFrame {
  const periods = options.periods ?? 1;
  if (!Number.isInteger(periods)) throw invalidPostProcessing('periods must be an integer');
  const axis = options.axis ?? 0;
  const mapping = options.columns ?? {};
  const sources = sourceColumns(frame, mapping);
  const series = sources.map((source) => columnValues(frame, source).map(toNumber));
  let computed: (number | null)[][];
  if (axis === 0 || axis === 'index' || axis === 'rows') {
    computed = series.map((values) => values.map((value, i) => difference(value, values[i - periods])));
  } else if (axis === 1 || axis === 'columns') {
    computed = series.map((values, c) => values.map((value, i) => difference(value, series[c - periods]?.[i])));
  } else {
    throw invalidPostProcessing(`No axis named ${String(axis)}`);
  }
  return appendColumns(
    frame,
    mapping,
    sources.map((source, i) => ({ source, values: computed[i] })),
  );
}
