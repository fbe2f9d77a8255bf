import type { EngineName } from '../dialects';

/** Casts an expression to the engine's text type (for LIKE on non-text columns). */
export function castToText(engine: EngineName, expression: string): string {
  return engine === 'mysql' ? `CAST(${expression} AS CHAR)` : `CAST(${expression} AS VARCHAR)`;
}

/** `left = right` where two NULLs also match (joining series that include a NULL member). */
export function nullSafeEquals(engine: EngineName, left: string, right: string): string {
  return engine === 'mysql' ? `${left} <=> ${right}` : `${left} IS NOT DISTINCT FROM ${right}`;
}

/** A timestamp (UTC wall clock) from a number of seconds since the epoch, as Superset's `epoch_to_dttm`. */
export function epochSecondsToTimestamp(engine: EngineName, expression: string): string {
  switch (engine) {
    case 'postgresql':
      return `(TIMESTAMP 'epoch' + ${expression} * INTERVAL '1 second')`;
    case 'duckdb':
      return `EPOCH_MS(CAST(${expression} * 1000 AS BIGINT))`;
    case 'mysql':
      return `FROM_UNIXTIME(${expression})`;
  }
}

/**
 * Longest identifier the engine keeps, in bytes (PostgreSQL silently truncates longer aliases, which
 * can make two labels collide); null when the engine has no practical limit.
 */
export function maxIdentifierBytes(engine: EngineName): number | null {
  switch (engine) {
    case 'postgresql':
      return 63;
    case 'mysql':
      return 256;
    case 'duckdb':
      return null;
  }
}
