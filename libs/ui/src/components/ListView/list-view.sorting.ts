import type { SortColumn } from './list-view.types';

/**
 * The sort after clicking a column header: none → ascending → descending → none. A plain click
 * sorts by that column alone; a shift-click adds to or cycles within a multi-column sort.
 */
export function nextSort(current: readonly SortColumn[], id: string, multi: boolean): SortColumn[] {
  const existing = current.find((entry) => entry.id === id);
  const cycled: SortColumn | null = !existing ? { id, desc: false } : existing.desc ? null : { id, desc: true };
  if (!multi) return cycled ? [cycled] : [];
  if (!existing) return [...current, cycled as SortColumn];
  return current.flatMap((entry) => (entry.id !== id ? [entry] : cycled ? [cycled] : []));
}

/** `aria-sort` of a column header. */
export function ariaSort(sortBy: readonly SortColumn[], id: string): 'ascending' | 'descending' | 'none' {
  const entry = sortBy.find((candidate) => candidate.id === id);
  if (!entry) return 'none';
  return entry.desc ? 'descending' : 'ascending';
}
