import type { ReactNode } from 'react';
import type { SelectOption } from '../../types';
import type { SelectOptionsPage } from '../Select/select.types';

/** A column of the table view; `id` is also the sort key sent to the server. */
export interface ListViewColumn<T> {
  id: string;
  header: string;
  /** Field name or getter for the cell text when no `cell` renderer is given. */
  accessor?: (keyof T & string) | ((row: T) => unknown);
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Hidden columns still back filters and sorting. */
  hidden?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
}

interface FilterBase {
  /** The column the filter applies to; must be one of the list's columns. */
  id: string;
  /** State key in the address; defaults to `id` (set it when two filters share a column). */
  key?: string;
  label: string;
  /** List filter operator sent with the value (`ct`, `rel_m_m`, `chart_is_favorite` …). */
  operator: string;
}

export interface SearchFilterConfig extends FilterBase {
  type: 'search';
  placeholder?: string;
}

/** Loads one page of choices for a select filter from a `related`/`distinct` endpoint. */
export type FetchSelects = (filter: string, page: number, pageSize: number) => Promise<SelectOptionsPage<string | number>>;

export interface SelectFilterConfig extends FilterBase {
  type: 'select';
  options?: readonly SelectOption<string | number>[];
  fetchSelects?: FetchSelects;
  multi?: boolean;
  placeholder?: string;
}

export interface DateRangeFilterConfig extends FilterBase {
  type: 'datetime_range';
}

/** Yes/No filters such as favourite and certified. */
export interface BooleanFilterConfig extends FilterBase {
  type: 'boolean';
}

export type ListViewFilterConfig = SearchFilterConfig | SelectFilterConfig | DateRangeFilterConfig | BooleanFilterConfig;

/** A filter as sent to `fetchData`: select values are unwrapped, date ranges are `[startMs, endMs]`. */
export interface ListViewFilter {
  id: string;
  operator: string;
  value: unknown;
}

export interface SortColumn {
  id: string;
  desc: boolean;
}

export interface FetchDataConfig {
  pageIndex: number;
  pageSize: number;
  sortBy: SortColumn[];
  filters: ListViewFilter[];
}

/** A choice of the card-mode sort selector. */
export interface CardSortOption {
  id: string;
  desc: boolean;
  label: string;
  value: string;
}

export interface BulkAction<T> {
  key: string;
  name: string;
  type: 'primary' | 'secondary' | 'danger';
  /** May return a promise; the list refreshes once it settles. */
  onSelect: (rows: T[]) => void | Promise<unknown>;
}

export type ViewMode = 'card' | 'table';

/** Sort used when none is given: most recently changed first. */
export const DEFAULT_LIST_SORT: readonly SortColumn[] = [{ id: 'changed_on_delta_humanized', desc: true }];

/** Rows per page unless told otherwise. */
export const DEFAULT_LIST_PAGE_SIZE = 25;
