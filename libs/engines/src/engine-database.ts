import type { SupersetErrorType } from '@tessera/contracts';
import type { EngineName, GenericDataType } from '@tessera/query-engine';

import type { EngineSpec } from './engine-spec';
import type { TableList, TableListOptions, TableMetadata } from './introspection/table-metadata';

/** How to reach one database: the engine and its SQLAlchemy-style URI. */
export interface OpenDatabaseConfig {
  /** Engine name or alias; must agree with the URI scheme. */
  engine: string;
  uri: string;
  /** Connections kept open at most (default 5; DuckDB ignores it). */
  poolSize?: number;
  /** Timeout applied to every query that does not pass its own `timeoutMs`. */
  queryTimeoutMs?: number;
  /** How long to wait for a new connection (default 10 s). */
  connectTimeoutMs?: number;
  /**
   * DuckDB: let SQL read and write the server's files (`extra.allow_file_access`). Off by default:
   * external access is disabled and the configuration locked.
   */
  allowFileAccess?: boolean;
  /** DuckDB's `memory_limit` (`TESSERA_DUCKDB_MEMORY_LIMIT`); other engines ignore it. */
  memoryLimit?: string;
}

/** A result column: the name, the engine's own type name and Superset's generic type. */
export interface ResultColumn {
  name: string;
  type: string;
  genericType: GenericDataType;
}

export type ResultRow = Record<string, unknown>;

/** Options for a single statement. */
export interface ExecuteOptions {
  /** Fetch at most this many rows; `truncated` tells whether more existed. */
  limit?: number;
  /** Aborting cancels the statement in the database; the call rejects with `extra.cancelled`. */
  signal?: AbortSignal;
  /** Cancels the statement after this long and rejects with a timeout error. */
  timeoutMs?: number;
  /** The error type a timeout reports (SQL Lab uses SQLLAB_TIMEOUT_ERROR). */
  timeoutErrorType?: Extract<SupersetErrorType, 'BACKEND_TIMEOUT_ERROR' | 'SQLLAB_TIMEOUT_ERROR'>;
}

export interface QueryResult {
  columns: ResultColumn[];
  rows: ResultRow[];
  rowcount: number;
  truncated: boolean;
}

export interface StreamOptions extends Omit<ExecuteOptions, 'limit'> {
  /** Rows per batch (default 1000). */
  batchSize?: number;
}

/** A result read batch by batch from a server-side cursor; leaving the loop early releases it. */
export interface StreamResult {
  columns: ResultColumn[];
  batches: AsyncIterable<ResultRow[]>;
}

/** One row of a cost estimate; keys differ per engine, as in Superset. */
export type CostEstimate = Record<string, string | number | null>;

export interface SelectStarOptions {
  /** Row limit of the statement (default 100; 0 for none). */
  limit?: number;
  /** List the columns instead of `*`. */
  showCols?: boolean;
  catalog?: string | null;
}

/** What a successful connection test learned about the connection. */
export interface ConnectionFacts {
  /**
   * The role is a superuser (PostgreSQL `rolsuper`, MySQL/MariaDB `SUPER` or root): every user of
   * the database could then try anything the server allows, reading its files included.
   */
  superuser: boolean;
}

/** A connection pool's state, for operators: how close it is to making queries wait. */
export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections open now (in use or idle). */
  open: number;
  inUse: number;
  /** Checkouts waiting for a connection. */
  waiting: number;
}

/** One open database: a connection pool plus everything Tessera does with it. */
export interface EngineDatabase {
  readonly engine: EngineName;
  readonly spec: EngineSpec;
  execute(sql: string, params?: readonly unknown[], options?: ExecuteOptions): Promise<QueryResult>;
  stream(sql: string, params?: readonly unknown[], options?: StreamOptions): Promise<StreamResult>;
  /**
   * A SELECT's rows (at most `limit`) as CSV with a header, streamed by the database itself (PostgreSQL's `COPY`),
   * written as the row-by-row CSV export writes them; null when this result cannot be (a column type COPY writes
   * differently). Engines without such a path leave it out.
   */
  copyCsv?(select: string, limit: number | null): Promise<AsyncIterable<Buffer> | null>;
  /** Column names and types of a SELECT without fetching its rows. */
  getColumnsOfQuery(sql: string, params?: readonly unknown[]): Promise<ResultColumn[]>;
  listCatalogs(): Promise<string[]>;
  listSchemas(catalog?: string | null): Promise<string[]>;
  listTables(schema: string, options?: TableListOptions): Promise<TableList>;
  getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata>;
  tableExists(table: string, schema: string, catalog?: string | null): Promise<boolean>;
  selectStar(table: string, schema: string, options?: SelectStarOptions): Promise<string>;
  /** Names of the functions SQL may call on this database, sorted and distinct (the SQL editor's autocomplete). */
  functionNames(): Promise<string[]>;
  /** One estimate per statement of `sql`. */
  estimateCost(sql: string, params?: readonly unknown[]): Promise<CostEstimate[]>;
  /** Connects and says who it connected as; throws a TesseraError with a connection error type on failure. */
  testConnection(): Promise<ConnectionFacts>;
  /** The pool's state now; absent for engines without a client-side pool (DuckDB, MySQL's driver keeps it private). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}
