/** Operators accepted in list `filters` (`{col, opr, value}`), generic and Superset-specific. */
export const LIST_FILTER_OPERATORS = [
  'sw',
  'nsw',
  'ew',
  'new',
  'ct',
  'nct',
  'eq',
  'neq',
  'gt',
  'lt',
  'in',
  'not_in',
  'rel_o_m',
  'nrel_o_m',
  'rel_m_m',
  'eqf',
  'inf',
  'between',
  'title_or_slug',
  'dashboard_all_text',
  'name_or_description',
  'all_text',
  'chart_all_text',
  'dataset_is_null_or_empty',
  'dashboard_is_favorite',
  'dashboard_is_certified',
  'dashboard_created_by_me',
  'dashboard_has_created_by',
  'dashboard_tags',
  'dashboard_tag_id',
  'chart_is_favorite',
  'chart_is_certified',
  'chart_created_by_me',
  'chart_owned_created_favored_by_me',
  'chart_has_created_by',
  'chart_tags',
  'chart_tag_id',
  'dataset_is_certified',
  'saved_query_is_fav',
  'saved_query_tags',
  'saved_query_tag_id',
  'report_all_text',
  'upload_is_enabled',
] as const;
export type ListFilterOperator = (typeof LIST_FILTER_OPERATORS)[number];

export interface ListFilter {
  col: string;
  opr: ListFilterOperator;
  value: unknown;
}

export type OrderDirection = 'asc' | 'desc';

/** A validated list request (`GET /api/v1/<resource>/?q=…`). `page` is 0-based. */
export interface ListQuery {
  filters: ListFilter[];
  orderColumn: string;
  orderDirection: OrderDirection;
  page: number;
  pageSize: number;
  /** `columns`: prune the response to these columns. */
  columns?: string[];
  /** `select_columns`: restrict what is selected (cannot be combined with `columns`). */
  selectColumns?: string[];
  /** Metadata blocks to add to the response; omitted means all. */
  keys?: string[];
}

/** Everything the shared list machinery needs to know about one resource. */
export interface ListResourceSpec {
  /** Resource name as in the URL (`user`, `chart`). */
  resource: string;
  /** Title used for `list_title` (e.g. `List Users`). */
  listTitle: string;
  listColumns: readonly string[];
  orderColumns: readonly string[];
  /** Searchable column → operators allowed on it. */
  searchColumns: Readonly<Record<string, readonly ListFilterOperator[]>>;
  defaultOrder: { column: string; direction: OrderDirection };
  /** Default 20 as in Superset; requests over `maxPageSize` (or under 1) are capped to it. */
  defaultPageSize: number;
  maxPageSize: number;
  /** Columns served by `related/{column}`. */
  relatedFields?: readonly string[];
  /** Columns served by `distinct/{column}`. */
  distinctFields?: readonly string[];
  /** Human labels for `label_columns`; defaults derive from the column name. */
  labels?: Readonly<Record<string, string>>;
  /** Time columns kept as epoch milliseconds (Superset's query times): filters compare them with numbers. */
  epochMsColumns?: readonly string[];
}

/** Metadata blocks a list response may carry. */
export const LIST_KEYS = ['list_columns', 'order_columns', 'label_columns', 'description_columns', 'list_title', 'none'] as const;

/** `GET /<resource>/related/{column}` and `distinct/{column}` query. */
export interface RelatedQuery {
  filter: string;
  page: number;
  pageSize: number;
  includeIds?: (number | string)[];
}

/** `{count, result: [{text, value}]}` item. */
export interface RelatedItem {
  value: number | string;
  text: string;
  extra?: Record<string, unknown>;
}
