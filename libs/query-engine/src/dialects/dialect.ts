/** Generic column types, as Superset's `GenericDataType` (`coltypes` in chart-data responses). */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

/** Engines Tessera speaks to; the names match Superset's `backend`/`engine` values. */
export type EngineName = 'postgresql' | 'duckdb' | 'mysql';

/**
 * Everything that differs between SQL dialects when Tessera writes SQL: quoting, limits, time grains,
 * type mapping. Pure data and functions, no I/O.
 */
export interface SqlDialect {
  readonly engine: EngineName;
  /** Human name used in error titles ('PostgreSQL Error'). */
  readonly displayName: string;
  /** Quotes an identifier (column, table, schema, alias) so any text is safe in that position. */
  quoteIdentifier(name: string): string;
  /** Quotes a string literal; used only where a driver cannot bind a parameter. */
  quoteLiteral(value: string): string;
  /** Placeholder for the n-th (1-based) bound parameter. */
  placeholder(index: number): string;
  /** `LIMIT … OFFSET …` clause (leading space included), or '' when neither is set. */
  limitClause(limit: number | null | undefined, offset?: number | null): string;
  /** Expression truncating `expression` (a temporal column) to the grain, or null if unsupported. */
  timeGrainExpression(expression: string, grain: TimeGrain): string | null;
  /** `expression` matches the regular expression bound as `param`. */
  regexMatch(expression: string, param: string): string;
  /** Case-insensitive LIKE; engines without ILIKE lower both sides. */
  ilike(expression: string, param: string, negate?: boolean): string;
  /** A literal timestamp expression for a bound ISO string parameter. */
  timestampParam(param: string): string;
  /** Maps a native type name (as the database reports it) to a generic type. */
  genericType(nativeType: string): GenericDataType;
  /** Whether the engine accepts `NULLS FIRST/LAST` in ORDER BY. */
  readonly supportsNullsOrdering: boolean;
}

/** Time grains in ISO-8601 duration form, as Superset names them (`time_grain_sqla`). */
export const TIME_GRAINS = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  'PT0.5H': 'Half hour',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P7D: '7 day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  'P0.25Y': 'Quarter year',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
} as const;
export type TimeGrain = keyof typeof TIME_GRAINS;

export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TIME_GRAINS, value);
}

/** Grain length in seconds for the fixed-width grains, used to bucket by epoch arithmetic. */
export const FIXED_GRAIN_SECONDS: Partial<Record<TimeGrain, number>> = {
  PT5S: 5,
  PT30S: 30,
  PT5M: 300,
  PT10M: 600,
  PT15M: 900,
  PT30M: 1800,
  'PT0.5H': 1800,
  PT6H: 21600,
  P7D: 604800,
};

/** Shared mapping from a native type name to a generic type; dialects add their own oddities. */
export function genericTypeFromName(nativeType: string): GenericDataType {
  const type = nativeType.trim().toUpperCase();
  if (/^(BOOL|BOOLEAN|BIT\(1\)|TINYINT\(1\))$/.test(type)) return GenericDataType.BOOLEAN;
  if (/(TIMESTAMP|DATETIME|^DATE$|^DATE\b|^TIME\b|^TIME$|INTERVAL)/.test(type)) return GenericDataType.TEMPORAL;
  if (/(INT|NUMERIC|DECIMAL|DOUBLE|FLOAT|REAL|MONEY|SERIAL|NUMBER|HUGEINT|UBIGINT|USMALLINT|UTINYINT|UINTEGER)/.test(type)) {
    return GenericDataType.NUMERIC;
  }
  return GenericDataType.STRING;
}
