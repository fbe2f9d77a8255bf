/**
 * The one list of SQL functions and statements Tessera refuses in hand-written SQL, per engine.
 *
 * Pure data (no I/O) so that both the chart path's lexical fragment validator (this library) and the
 * parser-based SQL guard (`@tessera/sql-guard`) read the same source of truth. Names are lower case
 * and compared case-insensitively; a pattern may end or start with `*` to cover a family
 * (`pg_ls_*`, `*_scan`).
 *
 * Why each group is refused:
 * - host access: reading or listing the server's files, reaching other servers, running programs;
 * - SQL held in a string: `query_to_xml('select …')` and friends run a statement the parser never
 *   sees, so table grants and this guard would be bypassed;
 * - server control: settings, signalling or sleeping sessions, advisory locks held forever.
 */

/** A function family: an exact lower-case name, `prefix*` or `*suffix`. */
export type SqlFunctionPattern = string;

/** PostgreSQL functions that touch the host, run SQL from strings or control the server. */
export const POSTGRESQL_DENIED_FUNCTIONS: readonly SqlFunctionPattern[] = [
  // Server files and directories.
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_*',
  'pg_stat_file',
  'pg_file_*',
  'pg_logdir_ls',
  // Large objects read and write server files (`lo_import('/etc/passwd')`).
  'lo_*',
  // Other servers, and SQL run from a string.
  'dblink*',
  'query_to_xml*',
  'cursor_to_xml*',
  'table_to_xml*',
  'schema_to_xml*',
  'database_to_xml*',
  '*_to_xmlschema',
  '*_to_xml',
  'xpath_table',
  'ts_stat',
  'ts_rewrite',
  'crosstab*',
  'connectby',
  'pgr_*',
  // NOTIFY as a function.
  'pg_notify',
  // Settings, signals, locks, sleeps, replication and logging.
  'set_config',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_advisory*',
  'pg_try_advisory*',
  'pg_sleep*',
  'pg_logical_emit_message',
  'pg_import_system_collations',
  'pg_promote',
  'pg_switch_wal',
  'pg_create_restore_point',
  'pg_backup_start',
  'pg_backup_stop',
  'pg_replication_*',
  'pg_create_*_replication_slot',
  'pg_drop_replication_slot',
  'pg_copy_*_replication_slot',
  'pg_log_backend_memory_contexts',
  'pg_stat_reset*',
  'pg_wal_replay_*',
];

/**
 * DuckDB functions that read or list files and URLs. An administrator may lift exactly these for one
 * database (`allowFileAccess`); file paths used as table names (replacement scans) count with them.
 */
export const DUCKDB_FILE_FUNCTIONS: readonly SqlFunctionPattern[] = [
  'read_*',
  '*_scan',
  'glob',
  'sniff_csv',
  'parquet_*',
  // The spatial extension's readers.
  'st_read*',
];

/** DuckDB functions refused even where file access is allowed: environment, secrets, SQL from strings, other servers. */
export const DUCKDB_DENIED_FUNCTIONS: readonly SqlFunctionPattern[] = [
  'getenv',
  'query',
  'query_table',
  'json_execute_serialized_sql',
  'duckdb_secrets',
  'which_secret',
  'duckdb_settings',
  'load_aws_credentials',
  'checkpoint',
  'force_checkpoint',
  // HTTP requests (http_client extension).
  'http_*',
  // Extensions that reach other databases or remote catalogs.
  'postgres_*',
  'mysql_*',
  'sqlite_attach',
  'iceberg_*',
  'delta_*',
  'ducklake_*',
];

/** DuckDB settings `current_setting(…)` may not read: credentials for remote storage. */
export const DUCKDB_SECRET_SETTING = /secret|key|token|password|credential|^s3_|^azure_|^gcs_|^r2_|^hf_/i;

/** MySQL and MariaDB functions that read files, sleep, hold locks or run programs. */
export const MYSQL_DENIED_FUNCTIONS: readonly SqlFunctionPattern[] = [
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  // lib_mysqludf_sys: sys_exec, sys_eval, sys_get, sys_set.
  'sys_*',
];

/** The engines whose function lists differ; the chart path checks every list when it does not know the engine. */
export type PolicyEngine = 'postgresql' | 'duckdb' | 'mysql';

/** All refused functions of one engine (DuckDB's file functions included). */
export function deniedFunctionPatterns(engine: PolicyEngine): readonly SqlFunctionPattern[] {
  if (engine === 'postgresql') return POSTGRESQL_DENIED_FUNCTIONS;
  if (engine === 'duckdb') return [...DUCKDB_DENIED_FUNCTIONS, ...DUCKDB_FILE_FUNCTIONS];
  return MYSQL_DENIED_FUNCTIONS;
}

/** True when `name` (any case) belongs to one of `patterns`. */
export function matchesFunctionPattern(name: string, patterns: readonly SqlFunctionPattern[]): boolean {
  const lower = name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('*')) return lower.endsWith(pattern.slice(1));
    const star = pattern.indexOf('*');
    if (star < 0) return lower === pattern;
    const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
    return lower.length >= head.length + tail.length && lower.startsWith(head) && lower.endsWith(tail);
  });
}

/** True when `name` is refused on any engine: the chart path's check when the engine is unknown. */
export function isDeniedOnAnyEngine(name: string): boolean {
  return (['postgresql', 'duckdb', 'mysql'] as const).some((engine) => matchesFunctionPattern(name, deniedFunctionPatterns(engine)));
}
