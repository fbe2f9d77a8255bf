import { FIXED_GRAIN_SECONDS, genericTypeFromName, type SqlDialect, type TimeGrain } from './dialect';
import { limitOffset, quoteDoubleQuoted, quoteSingleQuoted } from './dialect-helpers';

const TRUNC_UNIT: Partial<Record<TimeGrain, string>> = {
  PT1S: 'second',
  PT1M: 'minute',
  PT1H: 'hour',
  P1D: 'day',
  P1W: 'week',
  P1M: 'month',
  P3M: 'quarter',
  'P0.25Y': 'quarter',
  P1Y: 'year',
};

function duckGrain(expression: string, grain: TimeGrain): string | null {
  const unit = TRUNC_UNIT[grain];
  if (unit) return `DATE_TRUNC('${unit}', CAST(${expression} AS TIMESTAMP))`;
  const seconds = FIXED_GRAIN_SECONDS[grain];
  // Buckets counted from the Unix epoch, as the PostgreSQL and MySQL dialects do (DuckDB's default origin is 2000-01-03).
  if (seconds) return `TIME_BUCKET(INTERVAL '${seconds} seconds', CAST(${expression} AS TIMESTAMP), TIMESTAMP '1970-01-01 00:00:00')`;
  const ts = `CAST(${expression} AS TIMESTAMP)`;
  switch (grain) {
    case '1969-12-28T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${ts} + INTERVAL 1 DAY) - INTERVAL 1 DAY`;
    case '1969-12-29T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${ts})`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATE_TRUNC('week', ${ts} + INTERVAL 1 DAY) + INTERVAL 5 DAY`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATE_TRUNC('week', ${ts}) + INTERVAL 6 DAY`;
    default:
      return null;
  }
}

export const duckdbDialect: SqlDialect = {
  engine: 'duckdb',
  displayName: 'DuckDB',
  quoteIdentifier: quoteDoubleQuoted,
  quoteLiteral: quoteSingleQuoted,
  placeholder: (index) => `$${index}`,
  limitClause: limitOffset,
  timeGrainExpression: duckGrain,
  regexMatch: (expression, param) => `REGEXP_MATCHES(CAST(${expression} AS VARCHAR), ${param})`,
  ilike: (expression, param, negate) => `CAST(${expression} AS VARCHAR) ${negate ? 'NOT ILIKE' : 'ILIKE'} ${param}`,
  timestampParam: (param) => `CAST(${param} AS TIMESTAMP)`,
  genericType: (nativeType) => (/^(HUGEINT|UHUGEINT|UBIGINT)$/i.test(nativeType.trim()) ? 0 : genericTypeFromName(nativeType)),
  supportsNullsOrdering: true,
};
