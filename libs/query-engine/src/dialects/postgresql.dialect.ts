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

function pgGrain(expression: string, grain: TimeGrain): string | null {
  const unit = TRUNC_UNIT[grain];
  if (unit) return `DATE_TRUNC('${unit}', ${expression})`;
  const seconds = FIXED_GRAIN_SECONDS[grain];
  if (seconds) {
    return `TO_TIMESTAMP(FLOOR(EXTRACT(EPOCH FROM ${expression}) / ${seconds}) * ${seconds}) AT TIME ZONE 'UTC'`;
  }
  switch (grain) {
    case '1969-12-28T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${expression} + INTERVAL '1 day') - INTERVAL '1 day'`;
    case '1969-12-29T00:00:00Z/P1W':
      return `DATE_TRUNC('week', ${expression})`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATE_TRUNC('week', ${expression} + INTERVAL '1 day') + INTERVAL '5 days'`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATE_TRUNC('week', ${expression}) + INTERVAL '6 days'`;
    default:
      return null;
  }
}

export const postgresqlDialect: SqlDialect = {
  engine: 'postgresql',
  displayName: 'PostgreSQL',
  quoteIdentifier: quoteDoubleQuoted,
  quoteLiteral: quoteSingleQuoted,
  placeholder: (index) => `$${index}`,
  limitClause: limitOffset,
  timeGrainExpression: pgGrain,
  regexMatch: (expression, param) => `(${expression})::text ~ ${param}`,
  ilike: (expression, param, negate) => `(${expression})::text ${negate ? 'NOT ILIKE' : 'ILIKE'} ${param}`,
  timestampParam: (param) => `CAST(${param} AS TIMESTAMP)`,
  genericType: genericTypeFromName,
  supportsNullsOrdering: true,
};
