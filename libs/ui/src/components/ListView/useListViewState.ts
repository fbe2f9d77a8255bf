import { useCallback, useMemo } from 'react';
import type { HistoryMode, QueryParamAdapter } from '../../hooks/query-param-adapter';
import { useQueryParamState } from '../../hooks/useQueryParamState';
import { risonDecodeOr, risonEncode } from '../../utils/rison';
import type { ListViewFilter, ListViewFilterConfig, SortColumn, ViewMode } from './list-view.types';

/** Filter values by filter key, as kept in the address (select values keep their labels). */
export type FilterValues = Readonly<Record<string, unknown>>;

export const filterKey = (filter: ListViewFilterConfig) => filter.key ?? filter.id;

/** Whether a filter value restricts anything (empty text, lists and cleared values do not). */
export function isActiveValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

const unwrap = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(unwrap)
    : value && typeof value === 'object' && 'value' in value
      ? (value as { value: unknown }).value
      : value;

/** The filters to send: active values only, select options reduced to their values. */
export function toFetchFilters(configs: readonly ListViewFilterConfig[], values: FilterValues): ListViewFilter[] {
  return configs
    .filter((config) => isActiveValue(values[filterKey(config)]))
    .map((config) => {
      const value = values[filterKey(config)];
      return { id: config.id, operator: config.operator, value: config.type === 'select' ? unwrap(value) : value };
    });
}

function sameSort(a: readonly SortColumn[], b: readonly SortColumn[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.id === b[i].id && entry.desc === b[i].desc);
}

export interface ListViewState {
  pageIndex: number;
  sortBy: SortColumn[];
  filterValues: FilterValues;
  viewMode: ViewMode;
  /** Pushes a history entry (so Back returns to the previous page) unless `replace` is asked for. */
  setPageIndex: (pageIndex: number, mode?: HistoryMode) => void;
  setSortBy: (sortBy: SortColumn[]) => void;
  /** Sets (or with `undefined`, clears) one filter and goes back to the first page. */
  setFilterValue: (key: string, value: unknown) => void;
  clearFilters: () => void;
  setViewMode: (mode: ViewMode) => void;
}

/**
 * List state kept in the query parameters `filters` (rison), `pageIndex`, `sortColumn`, `sortOrder`
 * and `viewMode`. Defaults are left out of the address; an empty `sortColumn` means unsorted.
 * Page changes push a history entry, everything else replaces it.
 */
export function useListViewState(
  initialSort: readonly SortColumn[],
  defaultViewMode: ViewMode,
  adapter?: QueryParamAdapter,
): ListViewState {
  const [params, setParams] = useQueryParamState(adapter);

  const pageIndex = Math.max(0, Number.parseInt(params.pageIndex ?? '0', 10) || 0);
  const sortBy = useMemo<SortColumn[]>(() => {
    if (params.sortColumn === undefined) return [...initialSort];
    if (params.sortColumn === '') return [];
    // Multi-column sorts (shift-click) list their columns and orders comma-separated.
    const orders = (params.sortOrder ?? '').split(',');
    return params.sortColumn.split(',').map((id, i) => ({ id, desc: orders[i] !== 'asc' }));
  }, [params.sortColumn, params.sortOrder, initialSort]);
  const filterValues = useMemo<FilterValues>(() => {
    const decoded = risonDecodeOr(params.filters, {});
    return decoded && typeof decoded === 'object' && !Array.isArray(decoded) ? (decoded as FilterValues) : {};
  }, [params.filters]);
  const viewMode: ViewMode = params.viewMode === 'card' || params.viewMode === 'table' ? params.viewMode : defaultViewMode;

  const setPageIndex = useCallback(
    (next: number, mode: HistoryMode = 'push') => setParams({ pageIndex: next > 0 ? String(next) : null }, mode),
    [setParams],
  );

  const setSortBy = useCallback(
    (next: SortColumn[]) => {
      if (sameSort(next, initialSort)) setParams({ sortColumn: null, sortOrder: null });
      else if (next.length === 0) setParams({ sortColumn: '', sortOrder: null });
      else {
        setParams({
          sortColumn: next.map((entry) => entry.id).join(','),
          sortOrder: next.map((entry) => (entry.desc ? 'desc' : 'asc')).join(','),
        });
      }
    },
    [setParams, initialSort],
  );

  const setFilterValue = useCallback(
    (key: string, value: unknown) => {
      const next: Record<string, unknown> = { ...filterValues };
      if (isActiveValue(value)) next[key] = value;
      else delete next[key];
      setParams({ filters: Object.keys(next).length > 0 ? risonEncode(next) : null, pageIndex: null });
    },
    [filterValues, setParams],
  );

  const clearFilters = useCallback(() => setParams({ filters: null, pageIndex: null }), [setParams]);
  const setViewMode = useCallback(
    (mode: ViewMode) => setParams({ viewMode: mode === defaultViewMode ? null : mode }),
    [setParams, defaultViewMode],
  );

  return { pageIndex, sortBy, filterValues, viewMode, setPageIndex, setSortBy, setFilterValue, clearFilters, setViewMode };
}
