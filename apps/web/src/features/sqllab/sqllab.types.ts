import type { ClientError } from '../../api';

/** Superset's query states (spec part 2 §4); `started`/`fetching` exist only in the editor. */
export type QueryState = 'started' | 'stopped' | 'failed' | 'pending' | 'running' | 'scheduled' | 'success' | 'fetching' | 'timed_out';

export const IN_PROGRESS_STATES: readonly QueryState[] = ['running', 'started', 'pending', 'fetching', 'scheduled'];
export const FINAL_STATES: readonly QueryState[] = ['stopped', 'failed', 'success', 'timed_out'];

/** What bounded the rows of a result. */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** A query as the server renders it (`Query.to_dict()`); `id` is the client id. */
export interface ServerQuery {
  id: string;
  queryId: number;
  dbId: number;
  sql: string;
  state: QueryState;
  errorMessage: string | null;
  executedSql: string | null;
  limit: number | null;
  limitingFactor: LimitingFactor;
  rows: number | null;
  resultsKey: string | null;
  startDttm: number | null;
  endDttm: number | null;
  changed_on?: string;
  extra?: Record<string, unknown>;
}

export interface ResultColumn {
  column_name: string;
  name: string;
  type: string;
  type_generic: number;
}

/** A sync run's answer and `GET /api/v1/sqllab/results/`. */
export interface QueryResults {
  query_id: number;
  status: QueryState;
  data: Record<string, unknown>[];
  columns: ResultColumn[];
  query: ServerQuery;
  displayLimitReached?: boolean;
}

/** `POST /api/v1/sqllab/execute/`: results, or the queued query (202). */
export type ExecuteOutcome = { kind: 'results'; results: QueryResults } | { kind: 'queued'; query: ServerQuery };

/** The body of `POST /api/v1/sqllab/execute/`. */
export interface ExecuteBody {
  client_id: string;
  database_id: number;
  sql: string;
  schema: string | null;
  runAsync: boolean;
  queryLimit: number;
  sql_editor_id: string;
  tab: string;
  templateParams: string | null;
  select_as_cta: boolean;
  ctas_method: 'TABLE';
  tmp_table_name: string;
  json: boolean;
  expand_data: boolean;
}

/** A query the editor ran (spec part 2 §3 'Query'). */
export interface SqlLabQuery {
  id: string;
  sqlEditorId: string;
  dbId: number;
  sql: string;
  state: QueryState;
  startDttm: number;
  endDttm: number | null;
  rows: number | null;
  resultsKey: string | null;
  limit: number | null;
  limitingFactor: LimitingFactor | null;
  results: { columns: ResultColumn[]; data: Record<string, unknown>[]; displayLimitReached: boolean } | null;
  errorMessage: string | null;
  error: ClientError | null;
}

/** A tab of the editor (spec part 2 §3 'SQL editor tab'). */
export interface QueryEditor {
  id: string;
  name: string;
  dbId: number | null;
  schema: string | null;
  sql: string;
  queryLimit: number;
  latestQueryId: string | null;
  /** The saved query this tab edits. */
  remoteId: number | null;
  /** The server's copy of the tab (`/tabstateview/{id}`) when the backend keeps editor state. */
  tabStateId: number | null;
}

/** A table pane of a tab: its columns and types. */
export interface TableSchemaEntry {
  id: string;
  queryEditorId: string;
  dbId: number;
  schema: string;
  name: string;
  status: 'loading' | 'loaded' | 'failed';
  columns: { name: string; type: string }[];
  error: string | null;
}

/** A database the editor may query (`expose_in_sqllab`). */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
}

/** A row of the query history (`GET /api/v1/query/`). */
export interface QueryHistoryRow {
  id: number;
  changed_on: string | null;
  database: { id: number; database_name: string | null };
  rows: number | null;
  schema: string | null;
  sql: string;
  status: QueryState;
  tab_name: string | null;
  start_time: number | null;
  end_time: number | null;
}

/** `GET /api/v1/saved_query/{id}`, the parts a tab needs. */
export interface SavedQuery {
  id: number;
  label: string | null;
  description: string | null;
  schema: string | null;
  sql: string | null;
  template_parameters: string | null;
  database: { id: number; database_name: string | null } | null;
}

/** A tab as `GET /tabstateview/{id}` renders it, the parts the editor reads. */
export interface TabStateView {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  saved_query: { id: number } | null;
}

/** `GET /api/v1/sqllab/`: the caller's tabs as `[id, label]` pairs and the active one in full. */
export interface SqlLabBootstrap {
  active_tab: TabStateView | null;
  tab_state_ids: [number, string][];
}

export interface TableMetadata {
  name: string;
  columns: { name: string; type: string }[];
}
