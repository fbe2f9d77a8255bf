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

/** The message edits of externally managed datasets are refused with (spec part 1 §5). */
export const MANAGED_EXTERNALLY_MESSAGE = "This dataset is managed externally, and can't be edited in Tessera";
