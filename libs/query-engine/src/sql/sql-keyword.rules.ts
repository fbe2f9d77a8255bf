import { isDeniedOnAnyEngine } from './sql-function.policy';

/**
 * Words that begin or steer a statement which writes, changes schema or session state, writes files
 * or runs other statements. None has a place in an expression, and some (`DELETE` in a
 * data-modifying CTE, `INTO OUTFILE`) can hide inside an allowed sub-query.
 */
export const STATEMENT_KEYWORDS: ReadonlySet<string> = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
  'DROP',
  'ALTER',
  'CREATE',
  'TRUNCATE',
  'RENAME',
  'GRANT',
  'REVOKE',
  'COPY',
  'CALL',
  'EXEC',
  'EXECUTE',
  'PREPARE',
  'DEALLOCATE',
  'ATTACH',
  'DETACH',
  'PRAGMA',
  'SET',
  'INTO',
  'OUTFILE',
  'DUMPFILE',
  'VACUUM',
  'LISTEN',
  'UNLISTEN',
  'NOTIFY',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'DECLARE',
  'SHUTDOWN',
  'KILL',
]);

/** Statement keywords that are also ordinary functions when called (`REPLACE(s, a, b)`, MySQL `INSERT(…)`, `TRUNCATE(x, d)`). */
export const FUNCTION_KEYWORDS: ReadonlySet<string> = new Set(['REPLACE', 'INSERT', 'TRUNCATE']);

/** Words that start a query when they open a parenthesised group (DuckDB accepts `(FROM t)`). */
export const QUERY_STARTERS: ReadonlySet<string> = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'FROM',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'SUMMARIZE',
  'PIVOT',
  'UNPIVOT',
  'EXPLAIN',
]);

/** Words that only occur in queries, wherever they appear. */
export const QUERY_KEYWORDS: ReadonlySet<string> = new Set(['SELECT', 'UNION', 'INTERSECT', 'EXCEPT', 'MINUS', 'LATERAL']);

/**
 * Chart-path extras on top of the shared per-engine policy: session state a chart fragment has no
 * business reading (the SQL editor may).
 */
const CHART_ONLY_DENIED_FUNCTIONS: ReadonlySet<string> = new Set(['CURRENT_SETTING', 'TXID_CURRENT']);

/**
 * Functions that sleep, read or write files, reach other servers, change settings, run SQL held in a
 * string, or signal other sessions: blocked in custom SQL on every engine. The lists live in
 * `sql-function.policy.ts`, shared with the parser-based SQL guard.
 */
export function isDeniedFunction(name: string): boolean {
  return CHART_ONLY_DENIED_FUNCTIONS.has(name.toUpperCase()) || isDeniedOnAnyEngine(name);
}
