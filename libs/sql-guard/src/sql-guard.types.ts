/** The engines the guard has a parser for; any other engine name is refused. */
export type SqlGuardEngine = 'postgresql' | 'duckdb' | 'mysql' | 'mariadb';

/**
 * What a statement does, as far as the SQL editor's rules care: `select` returns rows and changes
 * nothing, `read` inspects (EXPLAIN, SHOW, DESCRIBE), `session` changes only the connection
 * (BEGIN, COMMIT), `mutating` writes data or schema.
 */
export type StatementKind = 'select' | 'read' | 'session' | 'mutating';

/** A real table a statement references, as written (unquoted names as the parser folds them, quoted names keep case). */
export interface GuardTableRef {
  catalog: string | null;
  schema: string | null;
  table: string;
}

/** One statement of a checked script. */
export interface GuardedStatement {
  /** The statement's text, trailing semicolons and comments trimmed. */
  sql: string;
  /** Character offset of {@link sql} in the script. */
  offset: number;
  kind: StatementKind;
  /** Every real table referenced anywhere (CTE bodies, subqueries, joins, set operations, DML targets); CTE names excluded; deduplicated. */
  tables: GuardTableRef[];
}

/** How {@link checkSql} judges a script. */
export interface SqlGuardOptions {
  /** The database's engine (`postgresql`, `duckdb`, `mysql`, `mariadb`). */
  engine: string;
  /** The database's `allow_dml`: INSERT/UPDATE/DELETE/CREATE TABLE … allowed; host-touching statements never are. */
  allowDml: boolean;
  /** An administrator's per-database opt-in: lifts only DuckDB's file-reading table functions and file-path table names. */
  allowFileAccess?: boolean;
  /** `query`: exactly one read-only statement (virtual dataset SQL, alert SQL); `script` (default): any number of statements. */
  kind?: 'script' | 'query';
  /**
   * The run's time limit in seconds. PostgreSQL's `pg_sleep(n)` with a constant `n` no longer than this
   * may run (the limit stops it anyway, and analysts use it to test); a longer or computed sleep is
   * refused like every other sleep. Absent, every sleep is refused.
   */
  maxSleepSeconds?: number;
}
