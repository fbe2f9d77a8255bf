import {
  DUCKDB_DENIED_FUNCTIONS,
  DUCKDB_FILE_FUNCTIONS,
  DUCKDB_SECRET_SETTING,
  matchesFunctionPattern,
  MYSQL_DENIED_FUNCTIONS,
  POSTGRESQL_DENIED_FUNCTIONS,
} from '@tessera/query-engine';

import type { FunctionOccurrence } from '../analysis/statement-facts';
import type { SqlGuardEngine } from '../sql-guard.types';

/**
 * Whether a function call is refused on `engine`. The lists themselves live in
 * `@tessera/query-engine`'s `sql-function.policy.ts`, shared with the chart path.
 */
export function isFunctionRefused(
  call: FunctionOccurrence,
  engine: SqlGuardEngine,
  allowFileAccess: boolean,
  maxSleepSeconds?: number,
): boolean {
  // Compatibility forms (full-width letters) count as the letters they stand for.
  const normalized = call.name.normalize('NFKC');
  if (normalized !== call.name && isFunctionRefused({ ...call, name: normalized }, engine, allowFileAccess, maxSleepSeconds)) return true;
  if (engine === 'postgresql')
    return !isSleepWithinLimit(call, maxSleepSeconds) && matchesFunctionPattern(call.name, POSTGRESQL_DENIED_FUNCTIONS);
  if (engine === 'mysql' || engine === 'mariadb') return matchesFunctionPattern(call.name, MYSQL_DENIED_FUNCTIONS);
  if (matchesFunctionPattern(call.name, DUCKDB_DENIED_FUNCTIONS)) return true;
  if (!allowFileAccess && matchesFunctionPattern(call.name, DUCKDB_FILE_FUNCTIONS)) return true;
  // current_setting('s3_secret_access_key') would hand out credentials; a computed name cannot be judged.
  if (call.name.toLowerCase() === 'current_setting') return call.firstArgument === null || DUCKDB_SECRET_SETTING.test(call.firstArgument);
  return false;
}

/** `pg_sleep(n)` with a constant `n` within the run's time limit. */
function isSleepWithinLimit(call: FunctionOccurrence, maxSleepSeconds: number | undefined): boolean {
  if (maxSleepSeconds === undefined || call.name.toLowerCase() !== 'pg_sleep') return false;
  return call.numericArgument !== undefined && call.numericArgument !== null && call.numericArgument <= maxSleepSeconds;
}
