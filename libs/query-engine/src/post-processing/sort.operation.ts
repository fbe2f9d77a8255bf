import type { DataFrame } from './data-frame';
import { deriveFrame } from './data-frame';
import { invalidPostProcessing, missingColumns } from './post-processing.errors';
import { sortRowsBy } from './row-order.util';

/** Options of {@link sort}. */
export interface SortOptions {
  is_sort_index?: boolean;
  by?: string | readonly string[];
  ascending?: boolean | readonly boolean[];
}

function directions(ascending: boolean | readonly boolean[] | undefined, count: number): boolean[] {
  if (ascending === undefined) return Array(count).fill(true);
  if (typeof ascending === 'boolean') return Array(count).fill(ascending);
  if (ascending.length !== count) {
    throw invalidPostProcessing(`Length of ascending (${ascending.length}) != length of by (${count})`);
  }
  return [...ascending];
}

/**
 * Superset `sort`: with `is_sort_index`, rows are ordered by the index columns (by position when
 * the frame has no index); otherwise by `by` (a column or list), each ascending or not per
 * `ascending` (a flag or a list as long as `by`). Stable; missing values last.
 */
export function sort(frame: DataFrame, options: SortOptions): DataFrame {
  if (options.is_sort_index) {
    const index = frame.index ?? [];
    if (!index.length) {
      const ascending = typeof options.ascending === 'boolean' ? options.ascending : true;
      return deriveFrame(frame, { columns: frame.columns, rows: ascending ? [...frame.rows] : [...frame.rows].reverse() });
    }
    return deriveFrame(frame, {
      columns: frame.columns,
      rows: sortRowsBy(frame.rows, index, directions(options.ascending, index.length)),
    });
  }
  const by = options.by === undefined ? [] : typeof options.by === 'string' ? [options.by] : [...options.by];
  if (!by.length) throw invalidPostProcessing('Sort operation requires either `by` or `is_sort_index`');
  const missing = by.filter((column) => !frame.columns.includes(column));
  if (missing.length) throw missingColumns(missing);
  return deriveFrame(frame, { columns: frame.columns, rows: sortRowsBy(frame.rows, by, directions(options.ascending, by.length)) });
}
