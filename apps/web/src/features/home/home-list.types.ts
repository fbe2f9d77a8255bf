import type { ListFilterEntry, ListSagaOptions } from '../resource-list';

/** A card on the home page: what it is, where it opens, and when it last changed. */
export interface HomeCardItem {
  key: string;
  title: string;
  url: string;
  /** 'Modified 2 days ago', 'Viewed an hour ago' … */
  meta: string;
}

export interface HomeTab {
  id: string;
  label: string;
  /** Filters of this tab, sent with every request of its list. */
  filters: ListFilterEntry[];
  /** Shown when the tab lists nothing. */
  emptyText: string;
}

/** One home-page section: the resource it lists, its tabs and how a row becomes a card. */
export interface HomeListConfig<T> {
  tabs(userId: number): HomeTab[];
  /** The resource behind a tab (its fetch already scoped to the tab's filters). */
  resource(tab: HomeTab): ListSagaOptions<T>;
  toCard(row: T): HomeCardItem;
  /** Sort key of the newest-first order. */
  sortColumn: string;
  pageSize: number;
  /** The full list page ('View All'). */
  viewAllPath?: string;
}

/** Home lists show five items per tab (spec part 1 §9). */
export const HOME_LIST_PAGE_SIZE = 5;

/** Recents keeps six items. */
export const RECENTS_SIZE = 6;
