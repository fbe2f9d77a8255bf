import type { UserRef } from '../objects/object-types';
import type { TagTypeId } from '../tags/tag.types';
import type { QueryView, SqlTableRef } from './sql.types';

/** `GET /api/v1/saved_query/{id}` (Superset's `SavedQueryRestApi.get`). */
export interface SavedQueryView {
  id: number;
  label: string | null;
  description: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  database: { id: number; database_name: string | null } | null;
  sql_tables: SqlTableRef[];
  changed_on: string | null;
  changed_on_delta_humanized: string | null;
  created_on: string | null;
  changed_by: UserRef | null;
  created_by: UserRef | null;
}

/** A row of `GET /api/v1/saved_query/`. */
export interface SavedQueryListRow extends SavedQueryView {
  db_id: number | null;
  rows: number | null;
  last_run_delta_humanized: string | null;
  extra: Record<string, unknown>;
  tags: { id: number; name: string; type: TagTypeId }[];
}

/** A table pane of a SQL editor tab (`TableSchema.to_dict()`). */
export interface TableSchemaView {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  /** The pane's client state as the editor posted it. */
  description: Record<string, unknown> | null;
  expanded: boolean;
}

/** A SQL editor tab as `GET /tabstateview/{id}` renders it (`TabState.to_dict()`). */
export interface TabStateView {
  id: number;
  user_id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  table_schemas: TableSchemaView[];
  sql: string;
  query_limit: number | null;
  latest_query: QueryView | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number; label: string | null } | null;
  extra_json: Record<string, unknown>;
}

/** `GET /api/v1/sqllab/`: what the editor loads first. */
export interface SqlLabBootstrap {
  active_tab: TabStateView | null;
  databases: Record<string, Record<string, unknown>>;
  queries: Record<string, QueryView>;
  /** `[id, label]` pairs of the caller's tabs. */
  tab_state_ids: [number, string][];
}
