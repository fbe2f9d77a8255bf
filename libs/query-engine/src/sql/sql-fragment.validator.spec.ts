import { TesseraError } from '@tessera/contracts';
import type { EngineName } from '../dialects';
import { validateSqlFragment, type SqlFragmentOptions } from './sql-fragment.validator';

function rejection(sql: unknown, options: Partial<SqlFragmentOptions> = {}): TesseraError {
  try {
    validateSqlFragment(sql, { kind: 'metric', ...options });
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw error;
  }
  throw new Error(`accepted: ${String(sql)}`);
}

const engines: EngineName[] = ['postgresql', 'duckdb', 'mysql'];

describe('validateSqlFragment', () => {
  it.each([
    'SUM(num)',
    'COUNT(DISTINCT "user id")',
    "CASE WHEN state = 'CA' THEN num ELSE 0 END",
    "name LIKE 'it''s%'",
    'EXTRACT(YEAR FROM ds)',
    "TRIM(BOTH 'x' FROM name)",
    "REPLACE(name, 'a', 'b')",
    'TRUNCATE(num, 2)',
    'SUM(num) / NULLIF(COUNT(*), 0)',
    'ROW_NUMBER() OVER (PARTITION BY gender ORDER BY num DESC)',
    'num BETWEEN 1 AND 10 OR num IS NULL',
    "STRING_AGG(name, ', ' ORDER BY name)",
    't.update_count + t.set_size',
    'COUNT(show)',
    'values + 1',
  ])('accepts %s on every engine', (sql) => {
    for (const engine of engines) expect(validateSqlFragment(sql, { kind: 'metric', engine })).toBe(sql);
  });

  it('trims surrounding whitespace', () => {
    expect(validateSqlFragment('  SUM(num)\n', { kind: 'metric' })).toBe('SUM(num)');
  });

  it('accepts engine-specific syntax on its engine only', () => {
    expect(validateSqlFragment("payload ? 'key'", { kind: 'where', engine: 'postgresql' })).toBe("payload ? 'key'");
    expect(rejection("payload ? 'key'", { kind: 'where', engine: 'mysql' }).message).toContain('bind parameters');
    expect(validateSqlFragment('`my col` > 1', { kind: 'where', engine: 'mysql' })).toBe('`my col` > 1');
    expect(validateSqlFragment("data #>> '{a}'", { kind: 'where', engine: 'postgresql' })).toBe("data #>> '{a}'");
    expect(rejection("data #>> '{a}'", { kind: 'where', engine: 'mysql' }).message).toBe('Custom SQL fields cannot contain comments');
  });

  it.each([
    ['SUM(num); DROP TABLE x', 'Custom SQL fields cannot contain multiple statements'],
    ['SUM(num);', 'Custom SQL fields cannot contain multiple statements'],
    ['SUM(num) -- note', 'Custom SQL fields cannot contain comments'],
    ['SUM(/* x */num)', 'Custom SQL fields cannot contain comments'],
    ['SUM(num', 'Custom SQL fields must have balanced parentheses'],
    ['num) OR (1 = 1', 'Custom SQL fields must have balanced parentheses'],
    ["name = 'x", 'Custom SQL contains an unterminated string starting at position 8'],
    ['"col', 'Custom SQL contains an unterminated quoted identifier starting at position 1'],
    ['num = $1', 'Custom SQL fields cannot contain bind parameters ($1)'],
    ['pg_sleep(10)', 'Custom SQL fields cannot call the function pg_sleep'],
    ['pg_catalog.PG_SLEEP(1)', 'Custom SQL fields cannot call the function PG_SLEEP'],
    ['"pg_sleep"(1)', 'Custom SQL fields cannot call the function "pg_sleep"'],
    ["query_to_xml('select 1', true, true, '')", 'Custom SQL fields cannot call the function query_to_xml'],
    ['SET x = 1', 'Custom SQL fields cannot contain the keyword SET'],
    ["num INTO OUTFILE 'out.txt'", 'Custom SQL fields cannot contain the keyword INTO'],
    ['DELETE FROM t', 'Custom SQL fields cannot contain the keyword DELETE'],
    ['a ＇ b', 'Custom SQL fields cannot contain the character "＇"'],
    ['', 'Custom SQL fields cannot be empty'],
    ['   ', 'Custom SQL fields cannot be empty'],
    ['a\u0000b', 'Custom SQL fields cannot contain NUL characters'],
  ])('rejects %j as invalid SQL', (sql, message) => {
    const error = rejection(sql);
    expect(error.message).toBe(message);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.errorType).toBe('INVALID_SQL_ERROR');
  });

  it('rejects a value that is not text', () => {
    expect(rejection(42, { kind: 'where' }).message).toBe('Custom SQL for where must be a string');
  });

  it.each([
    'num IN (SELECT num FROM other)',
    'EXISTS (SELECT 1)',
    '(SELECT MAX(num) FROM t)',
    'SELECT 1',
    'num = 1 UNION SELECT password FROM users',
    '(FROM other)',
    '(VALUES (1))',
    '(TABLE secrets)',
    '(WITH x AS (SELECT 1) SELECT * FROM x)',
    'ARRAY(SELECT 1)',
    '(SUMMARIZE t)',
  ])('rejects the sub-query in %s with issue 1037', (sql) => {
    const error = rejection(sql, { kind: 'where' });
    expect(error.message).toBe('Custom SQL fields cannot contain sub-queries.');
    expect(error.errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
  });

  it('accepts sub-queries when allowed, and in RLS clauses by default', () => {
    expect(validateSqlFragment('num IN (SELECT num FROM other)', { kind: 'where', allowSubqueries: true })).toContain('SELECT');
    expect(validateSqlFragment('team IN (SELECT team FROM members)', { kind: 'rls' })).toContain('SELECT');
    expect(rejection('team IN (SELECT team FROM members)', { kind: 'rls', allowSubqueries: false }).errorType).toBe(
      'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
    );
  });

  it('still rejects statements hidden in an allowed sub-query', () => {
    expect(rejection('(WITH d AS (DELETE FROM t RETURNING 1) SELECT 1)', { allowSubqueries: true }).message).toBe(
      'Custom SQL fields cannot contain the keyword DELETE',
    );
    expect(rejection("(SELECT 1 INTO OUTFILE 'out.txt')", { allowSubqueries: true }).message).toBe(
      'Custom SQL fields cannot contain the keyword INTO',
    );
  });

  it('rejects text whose string ends differently in MySQL than in standard SQL', () => {
    const sql = "name = 'a\\'' OR 1=1 OR 'b'";
    expect(rejection(sql, { engine: 'mysql' }).errorType).toBe('INVALID_SQL_ERROR');
    expect(rejection(sql).errorType).toBe('INVALID_SQL_ERROR');
  });
});
