import type { CompletionEntry } from './completion-index';

/** Keywords every SQL database the editor talks to understands. */
const COMMON_KEYWORDS = [
  'ALL', 'ALTER', 'AND', 'AS', 'ASC', 'BETWEEN', 'BY', 'CASE', 'CAST', 'CREATE', 'CROSS', 'DELETE', 'DESC', 'DISTINCT', 'DROP',
  'ELSE', 'END', 'EXCEPT', 'EXISTS', 'EXPLAIN', 'FALSE', 'FROM', 'FULL', 'GROUP', 'HAVING', 'IN', 'INNER', 'INSERT', 'INTERSECT',
  'INTO', 'IS', 'JOIN', 'LEFT', 'LIKE', 'LIMIT', 'NOT', 'NULL', 'OFFSET', 'ON', 'OR', 'ORDER', 'OUTER', 'OVER', 'PARTITION',
  'RIGHT', 'SELECT', 'SET', 'TABLE', 'THEN', 'TRUE', 'UNION', 'UPDATE', 'USING', 'VALUES', 'VIEW', 'WHEN', 'WHERE', 'WITH',
];

/** Functions every dialect has. */
const COMMON_FUNCTIONS = [
  'ABS', 'AVG', 'CEIL', 'COALESCE', 'COUNT', 'FLOOR', 'LENGTH', 'LOWER', 'LTRIM', 'MAX', 'MIN', 'NULLIF', 'REPLACE', 'ROUND',
  'RTRIM', 'SUBSTR', 'SUM', 'TRIM', 'UPPER',
];

const WINDOW_FUNCTIONS = ['DENSE_RANK', 'FIRST_VALUE', 'LAG', 'LAST_VALUE', 'LEAD', 'NTILE', 'RANK', 'ROW_NUMBER'];

interface Dialect {
  keywords: string[];
  functions: string[];
}

const POSTGRESQL: Dialect = {
  keywords: ['ILIKE', 'RETURNING', 'LATERAL', 'FETCH', 'FIRST', 'NEXT', 'ROWS', 'ONLY', 'FILTER', 'WINDOW', 'MATERIALIZED', 'RECURSIVE', 'SIMILAR', 'INTERVAL'],
  functions: [
    ...WINDOW_FUNCTIONS, 'AGE', 'ARRAY_AGG', 'ARRAY_LENGTH', 'BOOL_AND', 'BOOL_OR', 'CONCAT', 'CURRENT_DATE', 'CURRENT_TIMESTAMP', 'DATE_PART',
    'DATE_TRUNC', 'EXTRACT', 'GENERATE_SERIES', 'GREATEST', 'JSONB_AGG', 'JSON_AGG', 'JSON_BUILD_OBJECT', 'LEAST', 'MAKE_DATE', 'NOW',
    'PERCENTILE_CONT', 'PERCENTILE_DISC', 'PG_SLEEP', 'POSITION', 'REGEXP_REPLACE', 'SPLIT_PART', 'STRING_AGG', 'STDDEV', 'TO_CHAR',
    'TO_DATE', 'TO_TIMESTAMP', 'UNNEST', 'VARIANCE',
  ],
};

const MYSQL: Dialect = {
  keywords: ['REGEXP', 'STRAIGHT_JOIN', 'DUAL', 'INTERVAL', 'RLIKE', 'SHOW', 'DESCRIBE', 'RECURSIVE', 'WINDOW'],
  functions: [
    ...WINDOW_FUNCTIONS, 'CONCAT', 'CONCAT_WS', 'CURDATE', 'CURRENT_TIMESTAMP', 'DATEDIFF', 'DATE_ADD', 'DATE_FORMAT', 'DATE_SUB', 'DAYOFWEEK',
    'FROM_UNIXTIME', 'GREATEST', 'GROUP_CONCAT', 'IF', 'IFNULL', 'JSON_EXTRACT', 'LEAST', 'NOW', 'SLEEP', 'STR_TO_DATE', 'SUBSTRING_INDEX',
    'TIMESTAMPDIFF', 'UNIX_TIMESTAMP', 'YEAR', 'MONTH', 'DAY',
  ],
};

const SQLITE: Dialect = {
  keywords: ['GLOB', 'PRAGMA', 'REGEXP', 'WITHOUT', 'ROWID', 'RECURSIVE'],
  functions: [...WINDOW_FUNCTIONS, 'DATE', 'DATETIME', 'GROUP_CONCAT', 'IFNULL', 'INSTR', 'JSON_EXTRACT', 'JULIANDAY', 'PRINTF', 'RANDOM', 'STRFTIME', 'TIME', 'TOTAL', 'TYPEOF'],
};

const DUCKDB: Dialect = {
  keywords: ['ILIKE', 'QUALIFY', 'PIVOT', 'UNPIVOT', 'EXCLUDE', 'REPLACE', 'SAMPLE', 'ASOF', 'POSITIONAL', 'RECURSIVE', 'INTERVAL'],
  functions: [
    ...WINDOW_FUNCTIONS, 'APPROX_COUNT_DISTINCT', 'ARG_MAX', 'ARG_MIN', 'DATE_DIFF', 'DATE_PART', 'DATE_TRUNC', 'EPOCH', 'LIST', 'LIST_AGG',
    'MEDIAN', 'QUANTILE_CONT', 'READ_CSV_AUTO', 'READ_PARQUET', 'REGEXP_MATCHES', 'STRFTIME', 'STRING_AGG', 'STRPTIME', 'STRUCT_PACK', 'UNNEST',
  ],
};

const DIALECTS: Record<string, Dialect> = { postgresql: POSTGRESQL, postgres: POSTGRESQL, mysql: MYSQL, mariadb: MYSQL, sqlite: SQLITE, duckdb: DUCKDB };

/** Keywords and functions of a database's dialect (its backend name, e.g. 'postgresql'); unknown backends get the common set. */
export function dialectCompletions(backend: string | null): CompletionEntry[] {
  const dialect = backend ? DIALECTS[backend.toLowerCase()] : undefined;
  const keywords = new Set([...COMMON_KEYWORDS, ...(dialect?.keywords ?? [])]);
  const functions = new Set([...COMMON_FUNCTIONS, ...(dialect?.functions ?? [])]);
  return [...[...keywords].map((value) => ({ value, kind: 'keyword' as const })), ...[...functions].map((value) => ({ value, kind: 'function' as const }))];
}
