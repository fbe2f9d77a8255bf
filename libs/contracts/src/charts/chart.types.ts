import type { UserRef } from '../objects/object-types';

/** Datasource types a chart payload may name (Superset's `ChartPostSchema`); the service stores `table` ones. */
export const CHART_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
export type ChartDatasourceType = (typeof CHART_DATASOURCE_TYPES)[number];

/** A tag on a chart as the chart API shows it (`type` is Superset's integer TagType). */
export interface ChartTagRef {
  id: number;
  name: string;
  type: number;
}

/** A dashboard a chart is on; `json_metadata` only in `GET /api/v1/chart/{id}`. */
export interface ChartDashboardRef {
  id: number;
  dashboard_title: string;
  json_metadata?: string | null;
}

/** `GET /api/v1/chart/{id_or_uuid}` → `result` (Superset's `ChartRestApi.get`). */
export interface ChartView {
  id: number;
  uuid: string;
  slice_name: string;
  description: string | null;
  viz_type: string;
  /** The saved form data, a JSON string. */
  params: string | null;
  /** The saved query context, a JSON string. */
  query_context: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  changed_on_delta_humanized: string;
  thumbnail_url: string;
  url: string;
  owners: UserRef[];
  dashboards: ChartDashboardRef[];
  tags: ChartTagRef[];
}

/** One row of `GET /api/v1/chart/` (Superset's `ChartRestApi.get_list`). */
export interface ChartListRow {
  id: number;
  uuid: string;
  slice_name: string;
  description: string | null;
  description_markeddown: string;
  viz_type: string;
  params: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  datasource_id: number | null;
  datasource_type: string;
  /** `schema.table` of the chart's dataset, or null when it was deleted. */
  datasource_name_text: string | null;
  datasource_url: string | null;
  table: { table_name: string; default_endpoint: string | null } | null;
  /** The saved form data with `slice_id`, `viz_type` and `datasource` filled in. */
  form_data: Record<string, unknown>;
  slice_url: string;
  url: string;
  edit_url: string;
  thumbnail_url: string;
  changed_by: UserRef | null;
  changed_by_name: string;
  changed_on_delta_humanized: string;
  /** Epoch milliseconds. */
  changed_on_dttm: number;
  changed_on_utc: string;
  created_by: UserRef | null;
  created_by_name: string;
  created_on_delta_humanized: string;
  last_saved_at: string | null;
  last_saved_by: UserRef | null;
  owners: UserRef[];
  dashboards: ChartDashboardRef[];
  tags: ChartTagRef[];
}

/** The columns `GET /api/v1/chart/{id}` shows, for `show_columns` and `q=(columns:…)` pruning. */
export const CHART_SHOW_COLUMNS = [
  'cache_timeout',
  'certified_by',
  'certification_details',
  'changed_on_delta_humanized',
  'dashboards.dashboard_title',
  'dashboards.id',
  'dashboards.json_metadata',
  'description',
  'id',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'params',
  'slice_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'query_context',
  'is_managed_externally',
  'tags.id',
  'tags.name',
  'tags.type',
] as const;

/** Flask-AppBuilder's item title for charts. */
export const CHART_SHOW_TITLE = 'Show Slice';

/** What a create or update answers: the chart id. */
export interface ChartWriteReply {
  id: number;
}
