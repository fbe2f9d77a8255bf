import type { SelectOption } from '../../types';

/** Values a select can hold. */
export type SelectValue = string | number | boolean;

/** One page of options from a server (`related`/`distinct` endpoints and the like). */
export interface SelectOptionsPage<V extends SelectValue = SelectValue> {
  data: SelectOption<V>[];
  totalCount: number;
}

/** Loads one page of options matching `search`; `page` is 0-based. */
export type SelectOptionsLoader<V extends SelectValue = SelectValue> = (
  search: string,
  page: number,
  pageSize: number,
) => Promise<SelectOptionsPage<V>>;

/** Options given up front, or loaded page by page. */
export type SelectOptionsSource<V extends SelectValue = SelectValue> = readonly SelectOption<V>[] | SelectOptionsLoader<V>;

/** Server pages hold this many options unless told otherwise. */
export const SELECT_PAGE_SIZE = 100;

/** Multi selects show this many value tags, then '+N'. */
export const SELECT_MAX_TAG_COUNT = 4;
