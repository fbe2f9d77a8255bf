import { ErrorCode, SupersetErrorType } from '@tessera/contracts';
import { limitingFactorOf, prepareScript, type ScriptRequest } from './script-preparation';

const request = (overrides: Partial<ScriptRequest>): ScriptRequest => ({
  sql: 'SELECT 1',
  templateParams: '{}',
  user: { id: 3, username: 'ann' },
  engine: 'postgresql',
  allowDml: false,
  allowFileAccess: false,
  queryLimit: 1000,
  maxRow: 100_000,
  ...overrides,
});

describe('prepareScript', () => {
  it('bounds a SELECT by the dropdown plus one row, so a cut can be detected', async () => {
    const script = await prepareScript(request({ sql: 'SELECT * FROM sales', queryLimit: 10 }));
    expect(script.limit).toBe(10);
    expect(script.statements).toEqual([{ sql: 'SELECT * FROM sales\nLIMIT 11', limit: 10, sqlLimit: null }]);
  });

  it('keeps a lower LIMIT of the statement and lowers a higher one', async () => {
    expect((await prepareScript(request({ sql: 'SELECT * FROM sales LIMIT 5', queryLimit: 10 }))).statements[0]).toEqual({
      sql: 'SELECT * FROM sales LIMIT 5',
      limit: 10,
      sqlLimit: 5,
    });
    expect((await prepareScript(request({ sql: 'SELECT * FROM sales LIMIT 500', queryLimit: 10 }))).statements[0].sql).toBe(
      'SELECT * FROM sales LIMIT 11',
    );
    expect(
      (await prepareScript(request({ sql: 'SELECT * FROM sales LIMIT 10, 30', engine: 'mysql', queryLimit: 10 }))).statements[0].sql,
    ).toBe('SELECT * FROM sales LIMIT 10, 11');
  });

  it('caps the dropdown at the maximum row count and uses the maximum without a dropdown', async () => {
    expect((await prepareScript(request({ queryLimit: 5000, maxRow: 100 }))).limit).toBe(100);
    expect((await prepareScript(request({ queryLimit: null, maxRow: 100 }))).limit).toBe(100);
    expect((await prepareScript(request({ queryLimit: 0, maxRow: 100 }))).limit).toBe(100);
  });

  it('splits scripts, limits only row-returning statements and joins what runs', async () => {
    const script = await prepareScript(request({ sql: "SHOW search_path;\nSELECT ';' AS s; -- done", queryLimit: 10 }));
    expect(script.statements.map((s) => s.limit)).toEqual([null, 10]);
    expect(script.executedSql).toBe("SHOW search_path;\nSELECT ';' AS s\nLIMIT 11");
  });

  it('refuses writes, also hidden in a CTE, unless the database allows DML', async () => {
    for (const sql of [
      'DELETE FROM sales',
      'SELECT 1; DROP TABLE sales',
      'WITH d AS (DELETE FROM sales RETURNING *) SELECT * FROM d',
      'SELECT * INTO copy FROM sales',
    ]) {
      await expect(prepareScript(request({ sql }))).rejects.toMatchObject({
        code: ErrorCode.BAD_REQUEST,
        errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR,
      });
    }
    expect((await prepareScript(request({ sql: 'DELETE FROM sales', allowDml: true }))).statements).toEqual([
      { sql: 'DELETE FROM sales', limit: null, sqlLimit: null },
    ]);
  });

  it('refuses host access and SQL from strings whatever the database allows, after rendering templates', async () => {
    for (const sql of [
      "SELECT pg_read_file('/etc/hostname')",
      "SELECT query_to_xml('select * from t', true, false, '')",
      "SELECT {{ fn }}('/etc/hostname')",
    ]) {
      await expect(prepareScript(request({ sql, allowDml: true, templateParams: '{"fn": "pg_ls_dir"}' }))).rejects.toMatchObject({
        code: ErrorCode.FORBIDDEN,
        errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
      });
    }
    await expect(prepareScript(request({ sql: "SELECT content FROM read_text('/etc/passwd')", engine: 'duckdb' }))).rejects.toMatchObject({
      errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
    });
  });

  it('renders templates before classifying, with the runner as current user', async () => {
    const script = await prepareScript(
      request({ sql: "SELECT {{ current_user_id() }}, '{{ current_username() }}', {{ n }}", templateParams: '{"n": 4}' }),
    );
    expect(script.statements[0].sql).toBe("SELECT 3, 'ann', 4\nLIMIT 1001");
    await expect(prepareScript(request({ sql: 'SELECT {{ m }}', templateParams: '{"n": 4}' }))).rejects.toMatchObject({
      errorType: SupersetErrorType.MISSING_TEMPLATE_PARAMS_ERROR,
    });
  });

  it('refuses an empty script and one that does not parse', async () => {
    await expect(prepareScript(request({ sql: ' -- nothing\n;' }))).rejects.toMatchObject({
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
    });
    await expect(prepareScript(request({ sql: 'SELEC 1' }))).rejects.toMatchObject({ errorType: SupersetErrorType.INVALID_SQL_ERROR });
  });
});

describe('prepareScript admitting tables', () => {
  it('hands every referenced table to the admission, CTE names left out, once each', async () => {
    const admitTables = jest.fn(async () => null);
    const script = await prepareScript(
      request({
        sql: 'WITH r AS (SELECT * FROM raw.events) SELECT * FROM r JOIN dim.users u ON true WHERE u.id IN (SELECT id FROM raw.events)',
        admitTables,
      }),
    );
    expect(admitTables).toHaveBeenCalledWith([
      { catalog: null, schema: 'raw', table: 'events' },
      { catalog: null, schema: 'dim', table: 'users' },
    ]);
    expect(script.statements[0].sql).toContain('FROM raw.events)');
  });

  it('runs nothing when the admission refuses', async () => {
    const refusal = new Error('no access');
    await expect(prepareScript(request({ sql: 'SELECT * FROM hr.salaries', admitTables: () => Promise.reject(refusal) }))).rejects.toBe(
      refusal,
    );
  });

  it('reads filtered tables through their row filter wherever they are named, and shows it in the executed SQL', async () => {
    const rowFilter = (table: { table: string }) => (table.table === 'sales' ? ["region = 'east'", 'amount > 0'] : null);
    const script = await prepareScript(
      request({
        sql: 'SELECT s.region FROM sales s JOIN regions r ON r.id = s.region_id; SELECT count(*) FROM regions',
        queryLimit: 10,
        admitTables: async () => rowFilter,
      }),
    );
    expect(script.statements[0].sql).toBe(
      "SELECT s.region FROM (SELECT * FROM sales WHERE (region = 'east') AND (amount > 0)) s JOIN regions r ON r.id = s.region_id\nLIMIT 11",
    );
    expect(script.statements[1].sql).toBe('SELECT count(*) FROM regions\nLIMIT 11');
    expect(script.executedSql).toContain("WHERE (region = 'east') AND (amount > 0)");
  });

  it('filters the rows a CREATE TABLE AS copies', async () => {
    const script = await prepareScript(
      request({
        sql: 'SELECT * FROM sales',
        ctas: { method: 'TABLE', table: 'tmp_1', schema: null },
        admitTables: async () => () => ["region = 'east'"],
      }),
    );
    expect(script.statements).toEqual([
      { sql: `CREATE TABLE "tmp_1" AS\nSELECT * FROM (SELECT * FROM sales WHERE (region = 'east')) AS sales`, limit: null, sqlLimit: null },
    ]);
  });

  it('checks the filtered SQL again, so a clause cannot bring in what the guard refuses', async () => {
    await expect(
      prepareScript(request({ sql: 'SELECT * FROM sales', admitTables: async () => () => ["pg_read_file('/etc/hostname') IS NOT NULL"] })),
    ).rejects.toMatchObject({
      errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
    });
  });
});

describe('prepareScript with CREATE TABLE/VIEW AS', () => {
  it('wraps the last SELECT, unlimited, in the target table', async () => {
    const script = await prepareScript(
      request({ sql: 'SHOW search_path; SELECT * FROM sales', ctas: { method: 'TABLE', table: 'tmp_1', schema: 'scratch' } }),
    );
    expect(script.statements).toEqual([
      { sql: 'SHOW search_path', limit: null, sqlLimit: null },
      { sql: 'CREATE TABLE "scratch"."tmp_1" AS\nSELECT * FROM sales', limit: null, sqlLimit: null },
    ]);
    expect(
      (await prepareScript(request({ sql: 'SELECT 1', engine: 'mysql', ctas: { method: 'VIEW', table: 'v', schema: null } }))).statements[0]
        .sql,
    ).toBe('CREATE VIEW `v` AS\nSELECT 1');
  });

  it('needs a SELECT last (a single one for a view)', async () => {
    await expect(
      prepareScript(request({ sql: 'SELECT 1; SHOW x', ctas: { method: 'TABLE', table: 't', schema: null } })),
    ).rejects.toMatchObject({ errorType: SupersetErrorType.INVALID_CTAS_QUERY_ERROR });
    await expect(
      prepareScript(request({ sql: 'SHOW x; SELECT 1', ctas: { method: 'VIEW', table: 'v', schema: null } })),
    ).rejects.toMatchObject({ errorType: SupersetErrorType.INVALID_CVAS_QUERY_ERROR });
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
