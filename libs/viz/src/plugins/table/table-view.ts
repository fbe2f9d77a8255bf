import type { DataRecord, DataValue } from '../../core/query/chart-data.types';
import type { TableColumn } from './table.types';

/** One sorted column; the list order is the sort priority. */
export interface SortKey {
  key: string;
  desc: boolean;
}

/** The page sizes offered above the table; `null` shows every row. */
export const PAGE_SIZE_OPTIONS: readonly (number | null)[] = [10, 20, 50, 100, 200, null];

/**
 * A header click: the column cycles none → ascending → descending → none. A plain click makes it
 * the only sorted column; a shift-click adds it to (or updates it in, or removes it from) the
 * multi-column sort.
 */
export function nextSort(current: readonly SortKey[], key: string, multi: boolean): SortKey[] {
  const existing = current.find((entry) => entry.key === key);
  const next: SortKey | null = !existing ? { key, desc: false } : existing.desc ? null : { key, desc: true };
  if (!multi) return next ? [next] : [];
  if (!existing) return next ? [...current, next] : [...current];
  return current.flatMap((entry) => (entry.key !== key ? [entry] : next ? [next] : []));
}

function compareValues(a: DataValue, b: DataValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** Rows in sort order (stable; empty values last in both directions). */
export function sortRows(rows: readonly DataRecord[], sortBy: readonly SortKey[]): DataRecord[] {
  if (sortBy.length === 0) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { key, desc } of sortBy) {
        const x = a.row[key] ?? null;
        const y = b.row[key] ?? null;
        if (x === null || y === null) {
          const nulls = compareValues(x, y);
          if (nulls !== 0) return nulls;
          continue;
        }
        const order = compareValues(x, y);
        if (order !== 0) return desc ? -order : order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Rows with any cell, as displayed or as stored, containing the search text (case-insensitive). */
export function searchRows(rows: readonly DataRecord[], columns: readonly TableColumn[], search: string): DataRecord[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    columns.some((column) => {
      const value = row[column.key] ?? null;
      return column.format(value).toLowerCase().includes(needle) || String(value).toLowerCase().includes(needle);
    }),
  );
}

export interface Page {
  rows: DataRecord[];
  /** Zero-based, clamped to the last page. */
  page: number;
  pageCount: number;
}

/** One page of rows; a page past the end falls back to the first page, as list views do. */
export function paginate(rows: readonly DataRecord[], page: number, pageSize: number | null): Page {
  if (pageSize === null) return { rows: [...rows], page: 0, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = page >= pageCount || page < 0 ? 0 : page;
  return { rows: rows.slice(current * pageSize, (current + 1) * pageSize), page: current, pageCount };
}

/** Page buttons around the current page: first, last and neighbours, gaps as `'…'`. */
export function pageWindow(page: number, pageCount: number, size = 7): (number | '…')[] {
  if (pageCount <= size) return Array.from({ length: pageCount }, (_, i) => i);
  const middle = size - 4;
  let start = Math.max(1, page - Math.floor(middle / 2));
  const end = Math.min(pageCount - 2, start + middle - 1);
  start = Math.max(1, end - middle + 1);
  const pages: (number | '…')[] = [0];
  if (start > 1) pages.push('…');
  for (let i = start; i <= end; i += 1) pages.push(i);
  if (end < pageCount - 2) pages.push('…');
  pages.push(pageCount - 1);
  return pages;
}
