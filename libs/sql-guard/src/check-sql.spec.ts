import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';

import { checkSql, DML_NOT_ALLOWED_MESSAGE } from './index';

const readOnly = (engine: string) => ({ engine, allowDml: false });

describe('checkSql', () => {
  it('returns each statement with its text (trailing semicolons and comments trimmed), offset, kind and tables', async () => {
    const sql = 'SELECT * FROM a; -- first\n  EXPLAIN SELECT * FROM b ;\n/* done */';
    await expect(checkSql(sql, readOnly('postgresql'))).resolves.toEqual([
      { sql: 'SELECT * FROM a', offset: 0, kind: 'select', tables: [{ catalog: null, schema: null, table: 'a' }] },
      { sql: '-- first\n  EXPLAIN SELECT * FROM b', offset: 17, kind: 'read', tables: [{ catalog: null, schema: null, table: 'b' }] },
    ]);
  });

  it('accepts an empty script as no statements', async () => {
    for (const engine of ['postgresql', 'duckdb', 'mysql']) await expect(checkSql(' -- nothing\n', readOnly(engine))).resolves.toEqual([]);
  });

  it('refuses SQL that does not parse, with the parser message and position', async () => {
    const refusal = (await checkSql('SELECT 1;\nSELECT * FORM t', readOnly('postgresql')).catch((error: unknown) => error)) as TesseraError;
    expect(refusal).toBeInstanceOf(TesseraError);
    expect(refusal).toMatchObject({ code: ErrorCode.BAD_REQUEST, errorType: SupersetErrorType.INVALID_SQL_ERROR });
    expect(refusal.message).toBe('Unable to parse SQL: syntax error at or near "FORM"');
    expect(refusal.extra).toEqual({ line: 2, column: 10 });
  });

  it('words MySQL syntax errors like the other engines', async () => {
    await expect(checkSql('SELECT * FROM t WHERE', readOnly('mysql'))).rejects.toMatchObject({
      message: 'Unable to parse SQL: syntax error at end of input',
    });
    // The grammar reads FORM as FOR followed by M.
    await expect(checkSql('SELECT * FORM t', readOnly('mysql'))).rejects.toMatchObject({
      message: 'Unable to parse SQL: syntax error at or near "M"',
      extra: { line: 1, column: 13 },
    });
  });

  it.each(['duckdb', 'mysql', 'mariadb'])('refuses SQL that does not parse on %s', async (engine) => {
    await expect(checkSql('SELECT * FROM WHERE', readOnly(engine))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
      extra: { line: 1, column: expect.any(Number) },
    });
  });

  it("refuses DuckDB's dynamic PIVOT, which DuckDB cannot serialise, and accepts it with an IN list", async () => {
    await expect(checkSql('SELECT * FROM (PIVOT orders ON a USING sum(b))', readOnly('duckdb'))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      errorType: SupersetErrorType.INVALID_SQL_ERROR,
      message: expect.stringContaining('list the pivot values with IN (…)'),
    });
    await expect(checkSql('SELECT * FROM (PIVOT orders ON a IN (1, 2) USING sum(b))', readOnly('duckdb'))).resolves.toEqual([
      expect.objectContaining({ kind: 'select', tables: [{ catalog: null, schema: null, table: 'orders' }] }),
    ]);
  });

  it('refuses DuckDB statements neither parser can classify, saying so', async () => {
    await expect(checkSql('INSERT INTO archive FROM orders RETURNING *', { engine: 'duckdb', allowDml: true })).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'INSERT statements in this form cannot be checked on DuckDB, so they are not allowed.',
    });
  });

  it('refuses engines it has no parser for', async () => {
    await expect(checkSql('SELECT 1', readOnly('oracle'))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'SQL for the engine "oracle" cannot be checked, so it is not allowed.',
    });
  });

  it('names the refused function and statement in Superset terms', async () => {
    await expect(checkSql("SELECT content FROM read_text('data/secret.key')", readOnly('duckdb'))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      errorType: SupersetErrorType.QUERY_SECURITY_ACCESS_ERROR,
      message: 'The function read_text is not allowed in SQL Lab queries.',
    });
    await expect(checkSql("COPY t TO '/srv/exfil/x'", { engine: 'postgresql', allowDml: true })).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'COPY statements are not allowed.',
    });
  });

  it("lets PostgreSQL's pg_sleep run only for a constant within the run's time limit", async () => {
    const within = { engine: 'postgresql', allowDml: false, maxSleepSeconds: 30 };
    await expect(checkSql('SELECT pg_sleep(1)', within)).resolves.toHaveLength(1);
    await expect(checkSql('SELECT pg_sleep(0.5), pg_catalog.pg_sleep(30)', within)).resolves.toHaveLength(1);
    for (const sql of ['SELECT pg_sleep(31)', 'SELECT pg_sleep(x) FROM t', 'SELECT pg_sleep(-1 * -100)', "SELECT pg_sleep_for('1 hour')"]) {
      await expect(checkSql(sql, within)).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    }
    await expect(checkSql('SELECT pg_sleep(1)', readOnly('postgresql'))).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    await expect(checkSql('SELECT SLEEP(1)', { engine: 'mysql', allowDml: false, maxSleepSeconds: 30 })).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
  });

  it('refuses data changes without allow_dml with Superset message, and lets them run with it', async () => {
    await expect(checkSql('UPDATE t SET a = 1', readOnly('postgresql'))).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR,
      message: DML_NOT_ALLOWED_MESSAGE,
    });
    expect(DML_NOT_ALLOWED_MESSAGE).toBe('Only SELECT statements are allowed against this database.');
    await expect(checkSql('UPDATE t SET a = 1', { engine: 'postgresql', allowDml: true })).resolves.toEqual([
      expect.objectContaining({ kind: 'mutating', tables: [{ catalog: null, schema: null, table: 't' }] }),
    ]);
  });

  describe("kind 'query'", () => {
    const query = (engine: string) => ({ engine, allowDml: true, kind: 'query' as const });

    it('accepts exactly one SELECT', async () => {
      await expect(checkSql('SELECT * FROM t;', query('mysql'))).resolves.toHaveLength(1);
    });

    it('refuses several statements', async () => {
      await expect(checkSql('SELECT 1; SELECT 2', query('postgresql'))).rejects.toMatchObject({
        code: ErrorCode.BAD_REQUEST,
        message: 'The query must be exactly one statement.',
      });
    });

    it('refuses anything but a SELECT, even where DML is allowed', async () => {
      for (const sql of ['DELETE FROM t', 'SHOW search_path', 'BEGIN']) {
        await expect(checkSql(sql, query('postgresql'))).rejects.toMatchObject({ errorType: SupersetErrorType.DML_NOT_ALLOWED_ERROR });
      }
    });
  });

  describe('DuckDB file access', () => {
    const withFiles = { engine: 'duckdb', allowDml: false, allowFileAccess: true };

    it('lets an administrator lift the file-reading table functions and file paths as tables', async () => {
      await expect(checkSql("SELECT * FROM read_csv('data/x.csv')", withFiles)).resolves.toHaveLength(1);
      await expect(checkSql("SELECT * FROM 'data/x.parquet'", withFiles)).resolves.toHaveLength(1);
      await expect(checkSql("SELECT * FROM glob('data/*')", withFiles)).resolves.toHaveLength(1);
    });

    it('still refuses the environment, secrets, SQL from strings and host statements', async () => {
      for (const sql of [
        "SELECT getenv('HOME')",
        "SELECT * FROM query('select 1')",
        'SELECT * FROM duckdb_secrets()',
        "COPY t TO 'x.csv'",
      ]) {
        await expect(checkSql(sql, withFiles)).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
      }
    });
  });

  it('answers concurrent DuckDB checks each with its own statement', async () => {
    const scripts = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0 ? `SELECT getenv('X${index}')` : `SELECT * FROM table_${index}`,
    );
    const outcomes = await Promise.all(
      scripts.map((sql) => checkSql(sql, readOnly('duckdb')).catch((error: TesseraError) => error.message)),
    );
    outcomes.forEach((outcome, index) => {
      if (index % 3 === 0) expect(outcome).toBe('The function getenv is not allowed in SQL Lab queries.');
      else
        expect(outcome).toEqual([
          expect.objectContaining({ sql: scripts[index], tables: [{ catalog: null, schema: null, table: `table_${index}` }] }),
        ]);
    });
  });

  it('lets DuckDB read harmless settings but not credentials or computed names', async () => {
    await expect(checkSql("SELECT current_setting('threads')", readOnly('duckdb'))).resolves.toHaveLength(1);
    await expect(checkSql("SELECT current_setting('s3_access_key_id')", readOnly('duckdb'))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    await expect(checkSql("SELECT current_setting('s3_' || 'secret_access_key')", readOnly('duckdb'))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
  });

  describe('look-alike names', () => {
    // Each look-alike holds a Cyrillic letter (a different name to the parser and the server) or a
    // full-width one (which Unicode compatibility folds into the real name, so the guard does too).
    it.each([
      ['postgresql', 'pg_read_file', 'рg_read_file'],
      ['duckdb', 'read_text', 'rеad_text'],
      ['mysql', 'load_file', 'lоad_file'],
      ['postgresql', 'pg_read_file', 'ｐｇ_read_file'],
      ['duckdb', 'read_text', 'ｒead_text'],
    ])('on %s, %s is refused and its look-alike %s is refused or is not that function', async (engine, real, lookalike) => {
      await expect(checkSql(`SELECT ${real}('/etc/hostname')`, readOnly(engine))).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
      const outcome = await checkSql(`SELECT ${lookalike}('/etc/hostname')`, readOnly(engine)).catch((error: TesseraError) => error);
      if (outcome instanceof TesseraError) expect([ErrorCode.BAD_REQUEST, ErrorCode.FORBIDDEN]).toContain(outcome.code);
      else expect(lookalike.normalize('NFKC').toLowerCase()).not.toBe(real);
    });
  });
});
