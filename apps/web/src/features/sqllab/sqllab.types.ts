import type {
  LimitingFactor,
  QueryListRow,
  QueryResultsView,
  QueryState,
  QueryView,
  ResultColumnView,
  SavedQueryView,
  SqlLabBootstrap as StoredBootstrap,
  TabStateView as StoredTab,
} from '@tessera/contracts/web';
import type { ClientError } from '../../api';

/** Superset's query states (spec part 2 §4); `started`/`fetching` exist only in the editor. */
export type { LimitingFactor, QueryState } from '@tessera/contracts/web';
export { FINAL_QUERY_STATES as FINAL_STATES, IN_PROGRESS_QUERY_STATES as IN_PROGRESS_STATES } from '@tessera/contracts/web';

/** A query as the server renders it (`Query.to_dict()`; `id` is the client id): the fields the editor reads. */
export type ServerQuery = Pick<
  QueryView,
  | 'id'
  | 'queryId'
  | 'dbId'
  | 'sql'
  | 'state'
  | 'errorMessage'
  | 'executedSql'
  | 'limit'
  | 'limitingFactor'
  | 'rows'
  | 'resultsKey'
  | 'startDttm'
  | 'endDttm'
> &
  /** `progress` is 0–100 as the engine reports it for async runs. */
  Partial<Pick<QueryView, 'progress' | 'changed_on' | 'extra'>>;

export type ResultColumn = Pick<ResultColumnView, 'column_name' | 'name' | 'type' | 'type_generic'>;

/** A sync run's answer and `GET /api/v1/sqllab/results/`. */
export type QueryResults = Pick<QueryResultsView, 'query_id' | 'status' | 'data' | 'displayLimitReached'> & {
  columns: ResultColumn[];
  query: ServerQuery;
};

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
  /** Absent for a table's data preview, which belongs to no tab's history. */
  sql_editor_id?: string;
  tab: string;
  templateParams: string | null;
  catalog?: string | null;
  select_as_cta: boolean;
  ctas_method: CtasMethod;
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
  /** 0–100 while an async run reports progress. */
  progress?: number;
  /** The schema and tab the query ran in (a dataset made from it needs them). */
  schema?: string | null;
  tab?: string;
  /** The template parameters it ran with (JSON), which a dataset made from it keeps. */
  templateParams?: string | null;
  /** A table's data preview: shown in its own results tab, never the tab's latest query. */
  isDataPreview?: boolean;
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
  /** The catalog of a database with several (`allow_multi_catalog`). */
  catalog?: string | null;
  /** The template parameters as the user typed them (JSON; invalid JSON runs as none). */
  templateParams?: string | null;
  /** When the tab last changed (ms since the epoch): of a local and a server copy, the newer wins. */
  updatedAt?: number;
  /** The database explorer is hidden to give the editor the whole width. */
  hideLeftBar?: boolean;
}

/** A table pane of a tab: its columns and types. */
export interface TableSchemaEntry {
  id: string;
  queryEditorId: string;
  dbId: number;
  schema: string;
  name: string;
  /** The catalog of a database with several. */
  catalog?: string | null;
  status: 'loading' | 'loaded' | 'failed';
  columns: { name: string; type: string }[];
  error: string | null;
  /** `SELECT … FROM` the table, as the server writes it for the database. */
  selectStar?: string;
  /** Columns of the primary key. */
  primaryKey?: string[];
  foreignKeys?: ForeignKeyInfo[];
  indexes?: IndexInfo[];
  /** The client id of the query previewing the table's rows. */
  dataPreviewQueryId?: string | null;
}

/** A foreign key as the table metadata lists it (SQLAlchemy's inspector shape). */
export interface ForeignKeyInfo {
  name?: string | null;
  constrained_columns: string[];
  referred_schema?: string | null;
  referred_table: string;
  referred_columns: string[];
}

/** An index as the table metadata lists it. */
export interface IndexInfo {
  name: string | null;
  column_names: string[];
  unique?: boolean;
}

/** What a 'CREATE TABLE AS' / 'CREATE VIEW AS' run creates from the query's last SELECT. */
export type CtasMethod = 'TABLE' | 'VIEW';

/** A run that stores its result as a new table or view instead of showing it. */
export interface CtasRequest {
  method: CtasMethod;
  tableName: string;
}

/** A database the editor may query (`expose_in_sqllab`). */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  /** Shows the catalog picker. */
  allow_multi_catalog?: boolean;
  /** Shows 'Estimate cost'. */
  allows_cost_estimate?: boolean;
  /** Offer 'CREATE TABLE AS' / 'CREATE VIEW AS' in the Run button's menu. */
  allow_ctas?: boolean;
  allow_cvas?: boolean;
}

/** A row of the query history (`GET /api/v1/query/`): the columns the history asks for. */
export type QueryHistoryRow = Pick<
  QueryListRow,
  'id' | 'changed_on' | 'database' | 'rows' | 'schema' | 'sql' | 'status' | 'tab_name' | 'start_time' | 'end_time'
>;

/** `GET /api/v1/query/{id}`, the parts that name a history row's query and tab. */
export interface QueryOrigin {
  id: number;
  client_id: string;
  /** The tab the query ran in: the server's tab id when the backend keeps tabs, else the browser's. */
  sql_editor_id: string | null;
}

/** `GET /api/v1/saved_query/{id}`, the parts a tab needs. */
export type SavedQuery = Pick<SavedQueryView, 'id' | 'label' | 'description' | 'schema' | 'sql' | 'template_parameters' | 'database'>;

/** A tab as `GET /tabstateview/{id}` renders it, the parts the editor reads (`extra_json` holds `updatedAt` and `version` as the editor last sent them). */
export type TabStateView = Pick<StoredTab, 'id' | 'label' | 'active' | 'database_id' | 'schema' | 'sql' | 'query_limit'> & {
  saved_query: Pick<NonNullable<StoredTab['saved_query']>, 'id'> | null;
} & Partial<Pick<StoredTab, 'catalog' | 'template_params' | 'hide_left_bar' | 'extra_json'>>;

/** `GET /api/v1/sqllab/`: the caller's tabs as `[id, label]` pairs and the active one in full. */
export type SqlLabBootstrap = Pick<StoredBootstrap, 'tab_state_ids'> & { active_tab: TabStateView | null };

export interface TableMetadata {
  name: string;
  columns: { name: string; type: string }[];
  selectStar?: string;
  primaryKey?: { constrained_columns: string[]; name: string | null } | null;
  foreignKeys?: ForeignKeyInfo[];
  indexes?: IndexInfo[];
}

/** What a new tab opened from a link starts with. */
export interface SqlLabTabSeed {
  name: string | null;
  dbId: number | null;
  schema: string | null;
  sql: string;
  templateParams?: string | null;
}

/**
 * SQL the editor's address brings: `/sqllab/p/{key}/`, `?datasourceKey={id}__table[&sql=…]` (a dataset's
 * query), or `?sql=…&dbid=…[&schema=…&name=…]`.
 */
export type SqlLabLink =
  { kind: 'permalink'; key: string } | { kind: 'datasource'; datasetId: number; sql: string | null } | { kind: 'sql'; tab: SqlLabTabSeed };

/**
 * What a scheduled query carries in its `extra_json`, in the shape of Superset's SCHEDULED_QUERIES form:
 * `{"schedule_info": {...}}`. Dates are `YYYY-MM-DD`; the end date and the output table are optional.
 */
export interface ScheduleInfo {
  schedule_interval: string;
  start_date: string;
  end_date?: string;
  output_table?: string;
}
