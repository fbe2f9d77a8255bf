import type { FetchDataConfig } from '@tessera/ui';

/** A `{col, opr, value}` entry of a list request's `filters`. */
export interface ListFilterEntry {
  col: string;
  opr: string;
  value: unknown;
}

/** The rison object of `GET /api/v1/<resource>/?q=…`. */
export interface ListRequestQuery {
  filters: ListFilterEntry[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page: number;
  page_size: number;
}

/**
 * Turns the list view's state into Superset's list query; `fixed` filters (a page's own scope, such
 * as custom tags only) are sent with every request.
 */
export function toListQuery(config: FetchDataConfig, fixed: readonly ListFilterEntry[] = []): ListRequestQuery {
  const [sort] = config.sortBy;
  return {
    filters: [...fixed, ...config.filters.map(({ id, operator, value }) => ({ col: id, opr: operator, value }))],
    ...(sort ? { order_column: sort.id, order_direction: sort.desc ? 'desc' : 'asc' } : {}),
    page: config.pageIndex,
    page_size: config.pageSize,
  };
}
