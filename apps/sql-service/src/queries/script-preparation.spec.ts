import { ErrorCode, SupersetErrorType } from '@tessera/contracts';
import { limitingFactorOf, prepareScript, type ScriptRequest } from './script-preparation';

const request = (overrides: Partial<ScriptRequest>): ScriptRequest => ({
  sql: 'SELECT 1',
  templateParams: '{}',
  user: { id: 3, username: 'ann' },
  engine: 'postgresql',
  allowDml: false,
  queryLimit: 1000,
  maxRow: 100_000,
  ...overrides,
});

describe('prepareScript', () => {
  it('bounds a SELECT by the dropdown plus one row, so a cut can be detected', () => {
    const script = prepareScript(request({ sql: 'SELECT * FROM sales', queryLimit: 10 }));
    expect(script.limit).toBe(10);
    expect(script.statements).toEqual([{ sql: 'SELECT * FROM sales\nLIMIT 11', limit: 10, sqlLimit: null }]);
  });

  it('keeps a lower LIMIT of the statement and lowers a higher one', () => {
    expect(prepareScript(request({ sql: 'SELECT * FROM sales LIMIT 5', queryLimit: 10 })).statements[0]).toEqual({ sql: 'SELECT * FROM sales LIMIT 5', limit: 10, sqlLimit: 5 });
    expect(prepareScript(request({ sql: 'SELECT * FROM sales LIMIT 500', queryLimit: 10 })).statements[0].sql).toBe('SELECT * FROM sales LIMIT 11');
  });

  it('caps the dropdown at the maximum row count and uses the maximum without a dropdown', () => {
    expect(prepareScript(request({ queryLimit: 5000, maxRow: 100 })).limit).toBe(100);
    expect(prepareScript(request({ queryLimit: null, maxRow: 100 })).limit).toBe(100);
    expect(prepareScript(request({ queryLimit: 0, maxRow: 100 })).limit).toBe(100);
  });

  it('splits scripts, limits only row-returning statements and joins what runs', () => {
    const script = prepareScript(request({ sql: "SET search_path TO public;\nSELECT ';' AS s; -- done", queryLimit: 10 }));
    expect(script.statements.map((s) => s.limit)).toEqual([null, 10]);
    expect(script.executedSql).toBe("SET search_path TO public;\nSELECT ';' AS s\nLIMIT 11");
  });

  it('refuses writes, also hidden in a CTE, unless the database allows DML', () => {
    for (const sql of ['DELETE FROM sales', 'SELECT 1; DROP TABLE sales', 'WITH d AS (DELETE FROM sales RETURNING *) SELECT * FROM d', 'SELECT * INTO copy FROM sales']) {
      expect(() => prepareScript(request({ sql }))).toThrow(expect.objectContaining({ code: ErrorCode.BAD_REQUEST, errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR }));
    }
    expect(prepareScript(request({ sql: 'DELETE FROM sales', allowDml: true })).statements).toEqual([{ sql: 'DELETE FROM sales', limit: null, sqlLimit: null }]);
  });

  it('renders templates before classifying, with the runner as current user', () => {
    const script = prepareScript(request({ sql: "SELECT {{ current_user_id() }}, '{{ current_username() }}', {{ n }}", templateParams: '{"n": 4}' }));
    expect(script.statements[0].sql).toBe("SELECT 3, 'ann', 4\nLIMIT 1001");
    expect(() => prepareScript(request({ sql: 'SELECT {{ m }}', templateParams: '{"n": 4}' }))).toThrow(
      expect.objectContaining({ errorType: SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR }),
    );
  });

  it('refuses an empty script', () => {
    expect(() => prepareScript(request({ sql: ' -- nothing\n;' }))).toThrow(expect.objectContaining({ errorType: SupersetErrorType.INVALID_SQL_ERROR }));
  });
});

describe('prepareScript with CREATE TABLE/VIEW AS', () => {
  it('wraps the last SELECT, unlimited, in the target table', () => {
    const script = prepareScript(request({ sql: 'SET x TO 1; SELECT * FROM sales', ctas: { method: 'TABLE', table: 'tmp_1', schema: 'scratch' } }));
    expect(script.statements).toEqual([
      { sql: 'SET x TO 1', limit: null, sqlLimit: null },
      { sql: 'CREATE TABLE "scratch"."tmp_1" AS\nSELECT * FROM sales', limit: null, sqlLimit: null },
    ]);
    expect(prepareScript(request({ sql: 'SELECT 1', engine: 'mysql', ctas: { method: 'VIEW', table: 'v', schema: null } })).statements[0].sql).toBe('CREATE VIEW `v` AS\nSELECT 1');
  });

  it('needs a SELECT last (a single one for a view)', () => {
    expect(() => prepareScript(request({ sql: 'SELECT 1; SHOW x', ctas: { method: 'TABLE', table: 't', schema: null } }))).toThrow(
      expect.objectContaining({ errorType: SupersetErrorType.INVALID_CTAS_QUERY_ERROR }),
    );
    expect(() => prepareScript(request({ sql: 'SET x TO 1; SELECT 1', ctas: { method: 'VIEW', table: 'v', schema: null } }))).toThrow(
      expect.objectContaining({ errorType: SupersetErrorType.INVALID_CVAS_QUERY_ERROR }),
    );
  });
});

describe('limitingFactorOf', () => {
  it('names what bounded the rows', () => {
    expect(limitingFactorOf({ sql: '', limit: 10, sqlLimit: null }, 10, true)).toBe('DROPDOWN');
    expect(limitingFactorOf({ sql: '', limit: 10, sqlLimit: null }, 4, false)).toBe('NOT_LIMITED');
    expect(limitingFactorOf({ sql: '', limit: 10, sqlLimit: 5 }, 5, false)).toBe('QUERY');
    expect(limitingFactorOf({ sql: '', limit: 10, sqlLimit: 10 }, 10, false)).toBe('QUERY_AND_DROPDOWN');
    expect(limitingFactorOf({ sql: '', limit: 10, sqlLimit: 5 }, 2, false)).toBe('NOT_LIMITED');
    expect(limitingFactorOf({ sql: '', limit: null, sqlLimit: null }, 3, false)).toBe('NOT_LIMITED');
  });
});
