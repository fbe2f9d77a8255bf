import { FIXED_GRAIN_SECONDS, genericTypeFromName, type SqlDialect, type TimeGrain } from './dialect';
import { quoteSingleQuoted } from './dialect-helpers';

function mysqlGrain(expression: string, grain: TimeGrain): string | null {
  const seconds = FIXED_GRAIN_SECONDS[grain];
  if (seconds) return `FROM_UNIXTIME(FLOOR(UNIX_TIMESTAMP(${expression}) / ${seconds}) * ${seconds})`;
  switch (grain) {
    // Formatting truncates; the cast makes the result a timestamp again, as the other grains are.
    case 'PT1S':
      return `CAST(DATE_FORMAT(${expression}, '%Y-%m-%d %H:%i:%s') AS DATETIME)`;
    case 'PT1M':
      return `CAST(DATE_FORMAT(${expression}, '%Y-%m-%d %H:%i:00') AS DATETIME)`;
    case 'PT1H':
      return `CAST(DATE_FORMAT(${expression}, '%Y-%m-%d %H:00:00') AS DATETIME)`;
    case 'P1D':
      return `DATE(${expression})`;
    case 'P1W':
    case '1969-12-29T00:00:00Z/P1W':
      return `DATE(DATE_SUB(${expression}, INTERVAL WEEKDAY(${expression}) DAY))`;
    case 'P1M':
      return `DATE(DATE_SUB(${expression}, INTERVAL DAYOFMONTH(${expression}) - 1 DAY))`;
    case 'P3M':
    case 'P0.25Y':
      return `MAKEDATE(YEAR(${expression}), 1) + INTERVAL QUARTER(${expression}) QUARTER - INTERVAL 1 QUARTER`;
    case 'P1Y':
      return `DATE(DATE_SUB(${expression}, INTERVAL DAYOFYEAR(${expression}) - 1 DAY))`;
    case '1969-12-28T00:00:00Z/P1W':
      return `DATE(DATE_SUB(${expression}, INTERVAL DAYOFWEEK(${expression}) - 1 DAY))`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATE(DATE_ADD(${expression}, INTERVAL 7 - DAYOFWEEK(${expression}) DAY))`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATE(DATE_ADD(${expression}, INTERVAL 6 - WEEKDAY(${expression}) DAY))`;
    default:
      return null;
  }
}

export const mysqlDialect: SqlDialect = {
  engine: 'mysql',
  displayName: 'MySQL',
  quoteIdentifier: (name) => '`' + name.replace(/`/g, '``') + '`',
  quoteLiteral: (value) => quoteSingleQuoted(value.replace(/\\/g, '\\\\')),
  placeholder: () => '?',
  // MySQL needs a LIMIT whenever OFFSET is given.
  limitClause: (limit, offset) => {
    const hasLimit = limit !== null && limit !== undefined;
    const hasOffset = offset !== null && offset !== undefined && offset > 0;
    if (!hasLimit && !hasOffset) return '';
    const lim = hasLimit ? Math.max(0, Math.floor(limit)) : '18446744073709551615';
    return hasOffset ? ` LIMIT ${lim} OFFSET ${Math.floor(offset)}` : ` LIMIT ${lim}`;
  },
  timeGrainExpression: mysqlGrain,
  regexMatch: (expression, param) => `${expression} REGEXP ${param}`,
  ilike: (expression, param, negate) => `LOWER(${expression}) ${negate ? 'NOT LIKE' : 'LIKE'} LOWER(${param})`,
  timestampParam: (param) => `CAST(${param} AS DATETIME)`,
  genericType: genericTypeFromName,
  supportsNullsOrdering: false,
};
