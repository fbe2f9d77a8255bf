import type { QueryResult } from '@tessera/engines';
import type { DataFrame } from '@tessera/query-engine';

const GENERIC_TEMPORAL = 2;

/** What a chart query returned, in the form that is cached and post-processed. */
export interface QueryFrame {
  frame: DataFrame;
  coltypes: number[];
  /** Rows the database returned (before post-processing). */
  sqlRowcount: number;
}

/**
 * Engine rows → a frame keyed by the compiler's labels. Columns are renamed by position (the
 * database may have shortened long aliases) and temporal values become epoch milliseconds, as
 * Superset's chart-data JSON carries them.
 */
export function toQueryFrame(result: QueryResult, labels: readonly string[]): QueryFrame {
  const names = result.columns.map((column, i) => labels[i] ?? column.name);
  const temporal = result.columns.map((column) => column.genericType === GENERIC_TEMPORAL);
  const rows = result.rows.map((row) => {
    const out: Record<string, unknown> = {};
    result.columns.forEach((column, i) => {
      const value = row[column.name];
      out[names[i]] = temporal[i] ? toEpochMs(value) : value;
    });
    return out;
  });
  return {
    frame: { columns: names, rows, temporalColumns: names.filter((_, i) => temporal[i]) },
    coltypes: result.columns.map((column) => column.genericType),
    sqlRowcount: result.rows.length,
  };
}

export function toEpochMs(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  const parsed = Date.parse(String(value).replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'));
  return Number.isNaN(parsed) ? null : parsed;
}

/** Generic types of a post-processed frame: temporal columns as marked, others by their first value. */
export function frameColtypes(frame: DataFrame): number[] {
  const temporal = new Set(frame.temporalColumns ?? []);
  return frame.columns.map((column) => {
    if (temporal.has(column)) return GENERIC_TEMPORAL;
    const sample = frame.rows.find((row) => row[column] !== null && row[column] !== undefined)?.[column];
    if (typeof sample === 'number' || typeof sample === 'bigint') return 0;
    if (typeof sample === 'boolean') return 3;
    return 1;
  });
}
