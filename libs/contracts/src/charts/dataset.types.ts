import type { UserRef } from '../objects/object-types';

export interface DatasetColumnView {
  id: number;
  uuid: string;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  type: string | null;
  /** 0 numeric, 1 string, 2 temporal, 3 boolean (Superset's GenericDataType). */
  type_generic: number | null;
  advanced_data_type: string | null;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  is_dttm: boolean;
  python_date_format: string | null;
  extra: string | null;
  created_on: string;
  changed_on: string;
}

export interface DatasetMetricView {
  id: number;
  uuid: string;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: { symbol: string; symbolPosition: string } | null;
  warning_text: string | null;
  extra: string | null;
  created_on: string;
  changed_on: string;
}

export interface DatasetDatabaseRef {
  id: number;
  database_name: string;
  backend: string;
  allow_multi_catalog: boolean;
  allows_subquery: boolean;
}

/** `GET /api/v1/dataset/{id}` result. */
export interface DatasetView {
  id: number;
  uuid: string;
  uid: string;
  name: string;
  table_name: string;
  datasource_name: string;
  datasource_type: 'table';
  kind: 'physical' | 'virtual';
  database: DatasetDatabaseRef;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  is_sqllab_view: boolean;
  template_params: string | null;
  extra: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  owners: UserRef[];
  columns: DatasetColumnView[];
  metrics: DatasetMetricView[];
  select_star: string | null;
  url: string;
  explore_url: string;
  verbose_map: Record<string, string>;
  column_formats: Record<string, string>;
  order_by_choices: [string, string][];
  time_grain_sqla: [string, string][];
  granularity_sqla: [string, string][];
  changed_on: string;
  changed_on_humanized: string;
  created_on: string;
  created_on_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}

/** `GET /api/v1/dataset/` row (Superset's `DatasetRestApi.list_columns`). */
export interface DatasetListRow {
  id: number;
  uuid: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  description: string | null;
  default_endpoint: string | null;
  extra: string | null;
  kind: 'physical' | 'virtual';
  datasource_type: 'table';
  explore_url: string;
  database: { id: number; database_name: string };
  owners: UserRef[];
  changed_by: UserRef | null;
  changed_by_name: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
}

/** Columns `GET /api/v1/dataset/{id}?q=(columns:!(…))` may ask for. */
export const DATASET_SHOW_COLUMNS = [
  'id',
  'uuid',
  'uid',
  'name',
  'table_name',
  'datasource_name',
  'datasource_type',
  'kind',
  'database',
  'database.id',
  'database.database_name',
  'database.backend',
  'catalog',
  'schema',
  'sql',
  'description',
  'main_dttm_col',
  'default_endpoint',
  'offset',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'extra',
  'is_managed_externally',
  'external_url',
  'filter_select_enabled',
  'fetch_values_predicate',
  'normalize_columns',
  'always_filter_main_dttm',
  'owners',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'columns',
  'metrics',
  'select_star',
  'url',
  'explore_url',
  'verbose_map',
  'column_formats',
  'order_by_choices',
  'time_grain_sqla',
  'granularity_sqla',
  'changed_on',
  'changed_on_humanized',
  'created_on',
  'created_on_humanized',
  'created_by',
  'changed_by',
] as const;

export const DATASET_SHOW_TITLE = 'Show Sqla Table';

/** The message edits of externally managed datasets are refused with (spec part 1 §5). */
export const MANAGED_EXTERNALLY_MESSAGE = "This dataset is managed externally, and can't be edited in Tessera";
