/**
 * Words that begin or steer a statement which writes, changes schema or session state, writes files
 * or runs other statements. None has a place in an expression, and some (`DELETE` in a
 * data-modifying CTE, `INTO OUTFILE`) can hide inside an allowed sub-query.
 */
export const STATEMENT_KEYWORDS: ReadonlySet<string> = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'DROP', 'ALTER', 'CREATE', 'TRUNCATE',
  'RENAME', 'GRANT', 'REVOKE', 'COPY', 'CALL', 'EXEC', 'EXECUTE', 'PREPARE', 'DEALLOCATE', 'ATTACH',
  'DETACH', 'PRAGMA', 'SET', 'INTO', 'OUTFILE', 'DUMPFILE', 'VACUUM', 'LISTEN', 'UNLISTEN', 'NOTIFY',
  'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'DECLARE', 'SHUTDOWN', 'KILL',
]);

/** Statement keywords that are also ordinary functions when called (`REPLACE(s, a, b)`, MySQL `INSERT(…)`, `TRUNCATE(x, d)`). */
export const FUNCTION_KEYWORDS: ReadonlySet<string> = new Set(['REPLACE', 'INSERT', 'TRUNCATE']);

/** Words that start a query when they open a parenthesised group (DuckDB accepts `(FROM t)`). */
export const QUERY_STARTERS: ReadonlySet<string> = new Set([
  'SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'SHOW', 'DESCRIBE', 'DESC', 'SUMMARIZE', 'PIVOT', 'UNPIVOT', 'EXPLAIN',
]);

/** Words that only occur in queries, wherever they appear. */
export const QUERY_KEYWORDS: ReadonlySet<string> = new Set(['SELECT', 'UNION', 'INTERSECT', 'EXCEPT', 'MINUS', 'LATERAL']);

/**
 * Functions that sleep, read or write files, reach other servers, change settings, run SQL held in a
 * string, or signal other sessions. Blocked in custom SQL on every engine.
 */
export const DENIED_FUNCTIONS: ReadonlySet<string> = new Set([
  // PostgreSQL
  'PG_SLEEP', 'PG_SLEEP_FOR', 'PG_SLEEP_UNTIL', 'PG_READ_FILE', 'PG_READ_BINARY_FILE', 'PG_LS_DIR',
  'PG_LS_LOGDIR', 'PG_LS_WALDIR', 'PG_LS_TMPDIR', 'PG_STAT_FILE', 'PG_FILE_WRITE', 'PG_FILE_UNLINK',
  'LO_IMPORT', 'LO_EXPORT', 'LO_GET', 'LO_PUT', 'LO_FROM_BYTEA', 'DBLINK', 'DBLINK_EXEC', 'DBLINK_CONNECT',
  'DBLINK_SEND_QUERY', 'SET_CONFIG', 'CURRENT_SETTING', 'PG_TERMINATE_BACKEND', 'PG_CANCEL_BACKEND',
  'PG_RELOAD_CONF', 'PG_ROTATE_LOGFILE', 'PG_ADVISORY_LOCK', 'PG_ADVISORY_XACT_LOCK', 'QUERY_TO_XML',
  'QUERY_TO_XMLSCHEMA', 'QUERY_TO_XML_AND_XMLSCHEMA', 'CURSOR_TO_XML', 'TABLE_TO_XML', 'SCHEMA_TO_XML',
  'DATABASE_TO_XML', 'TXID_CURRENT',
  // MySQL / MariaDB
  'SLEEP', 'BENCHMARK', 'LOAD_FILE', 'GET_LOCK', 'RELEASE_LOCK', 'RELEASE_ALL_LOCKS', 'MASTER_POS_WAIT',
  'SOURCE_POS_WAIT', 'SYS_EXEC', 'SYS_EVAL',
  // DuckDB
  'GETENV', 'READ_TEXT', 'READ_BLOB', 'READ_CSV', 'READ_CSV_AUTO', 'READ_PARQUET', 'PARQUET_SCAN',
  'READ_JSON', 'READ_JSON_AUTO', 'READ_JSON_OBJECTS', 'READ_NDJSON', 'READ_NDJSON_AUTO', 'GLOB',
  'SNIFF_CSV', 'QUERY', 'QUERY_TABLE', 'DUCKDB_SECRETS', 'DUCKDB_SETTINGS', 'WHICH_SECRET',
]);
