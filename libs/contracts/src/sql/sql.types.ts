import type { UserRef } from '../objects/object-types';

/** Superset's query states (`superset/common/db_query_status.py`) plus the editor's client-side `started`/`fetching`. */
export const QUERY_STATES = [
  'started',
  'stopped',
  'failed',
  'pending',
  'running',
  'scheduled',
  'success',
  'fetching',
  'timed_out',
] as const;
export type QueryState = (typeof QUERY_STATES)[number];

/** States a query can still leave. */
export const IN_PROGRESS_QUERY_STATES: readonly QueryState[] = ['running', 'started', 'pending', 'fetching', 'scheduled'];
/** States a query never leaves. */
export const FINAL_QUERY_STATES: readonly QueryState[] = ['stopped', 'failed', 'success', 'timed_out'];

/** What bounded the rows of a result: the SQL's own LIMIT, the editor's limit dropdown, both, or nothing. */
export const LIMITING_FACTORS = ['QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN', 'NOT_LIMITED', 'UNKNOWN'] as const;
export type LimitingFactor = (typeof LIMITING_FACTORS)[number];

/** CREATE TABLE AS or CREATE VIEW AS for `select_as_cta`. */
export const CTAS_METHODS = ['TABLE', 'VIEW'] as const;
export type CtasMethod = (typeof CTAS_METHODS)[number];

/** The message a stopped query carries. */
export const QUERY_STOPPED_MESSAGE = 'Query was stopped.';

/** A query as Superset's `Query.to_dict()` renders it (camelCase; times are epoch milliseconds). */
export interface QueryView {
  changed_on: string;
  dbId: number;
  db: string | null;
  endDttm: number | null;
  errorMessage: string | null;
  executedSql: string | null;
  /** The client id. */
  id: string;
  queryId: number;
  limit: number | null;
  limitingFactor: LimitingFactor;
  progress: number;
  rows: number | null;
  schema: string | null;
  catalog: string | null;
  ctas: boolean;
  serverId: number;
  sql: string;
  sqlEditorId: string | null;
  startDttm: number | null;
  state: QueryState;
  tab: string | null;
  tempSchema: string | null;
  tempTable: string | null;
  userId: number | null;
  user: string | null;
  resultsKey: string | null;
  trackingUrl: string | null;
  extra: Record<string, unknown>;
}

/** A result column as SQL Lab describes it. */
export interface ResultColumnView {
  column_name: string;
  name: string;
  type: string;
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: number;
  is_dttm: boolean;
}

/** The answer of a synchronous run and of `GET /api/v1/sqllab/results/`. */
export interface QueryResultsView {
  query_id: number;
  status: QueryState;
  data: Record<string, unknown>[];
  columns: ResultColumnView[];
  selected_columns: ResultColumnView[];
  expanded_columns: ResultColumnView[];
  query: QueryView;
  /** Present when `data` was trimmed to the display limit. */
  displayLimitReached?: boolean;
}

/** `POST /api/v1/sqllab/execute/`: results (200) or, for a queued or already known query, the query alone. */
export type ExecuteQueryReply = QueryResultsView | { query: QueryView; queued: boolean };

/** `GET /api/v1/query/{id}` (Superset's `QueryRestApi.get`). */
export interface QueryHistoryItem {
  id: number;
  changed_on: string | null;
  client_id: string;
  database: { id: number };
  end_result_backend_time: number | null;
  end_time: number | null;
  error_message: string | null;
  executed_sql: string | null;
  limit: number | null;
  progress: number;
  results_key: string | null;
  rows: number | null;
  schema: string | null;
  select_as_cta: boolean;
  select_as_cta_used: boolean;
  select_sql: string | null;
  sql: string;
  sql_editor_id: string | null;
  start_running_time: number | null;
  start_time: number | null;
  status: QueryState;
  tab_name: string | null;
  tmp_schema_name: string | null;
  tmp_table_name: string | null;
  tracking_url: string | null;
}

/** A table a statement reads, as `sql_tables` lists them. */
export interface SqlTableRef {
  table: string;
  schema: string | null;
  catalog: string | null;
}

/** A row of `GET /api/v1/query/`. */
export interface QueryListRow {
  id: number;
  changed_on: string | null;
  database: { id: number; database_name: string | null };
  executed_sql: string | null;
  rows: number | null;
  schema: string | null;
  sql: string;
  sql_tables: SqlTableRef[];
  status: QueryState;
  tab_name: string | null;
  user: UserRef | null;
  start_time: number | null;
  end_time: number | null;
  tmp_table_name: string | null;
  tracking_url: string | null;
}

/** One problem `validate_sql` found, positions 1-based. */
export interface SqlValidationAnnotation {
  line_number: number;
  start_column: number;
  end_column: number;
  message: string;
}

/** What a SQL editor permalink keeps (`POST /api/v1/sqllab/permalink`). */
export interface SqlPermalinkState {
  dbId: number;
  name: string;
  sql: string;
  catalog?: string | null;
  schema?: string | null;
  autorun?: boolean;
  templateParams?: string | null;
}

/** Async progress of a SQL editor query on the caller's event channel. */
export interface SqlQueryEvent {
  channel_id: string;
  /** The query's client id. */
  job_id: string;
  user_id: string | null;
  status: 'running' | 'done' | 'error';
  state: QueryState;
  errors: { message: string; error_type: string | null }[];
  result_url: string | null;
}
