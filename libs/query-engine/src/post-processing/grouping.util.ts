import type { DataRow } from './data-frame';
import { compareTuples, isMissing, tupleKey } from './values.util';

/** Rows sharing one key tuple. */
export interface RowGroup {
  key: unknown[];
  rows: DataRow[];
}

/** Options of {@link groupRows}. */
export interface GroupOptions {
  /** Drop rows with a missing key value (pandas `groupby(dropna=True)`, its default). */
  dropMissing?: boolean;
  /** Sort groups by key (pandas `sort=True`, its default); otherwise first-seen order. */
  sort?: boolean;
}

/**
 * pandas `groupby(keys)` in one pass over the rows with a hash map, then one sort over the groups
 * (not the rows): missing keys sort last, as pandas puts NaN groups.
 */
export function groupRows(rows: readonly DataRow[], keyColumns: readonly string[], options: GroupOptions = {}): RowGroup[] {
  const { dropMissing = true, sort = true } = options;
  const groups = new Map<string, RowGroup>();
  for (const row of rows) {
    const key = keyColumns.map((column) => row[column] ?? null);
    if (dropMissing && key.some(isMissing)) continue;
    const hash = tupleKey(key);
    const group = groups.get(hash);
    if (group) group.rows.push(row);
    else groups.set(hash, { key, rows: [row] });
  }
  const result = [...groups.values()];
  if (sort) result.sort((a, b) => compareTuples(a.key, b.key));
  return result;
}
