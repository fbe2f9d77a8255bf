import { Client } from 'pg';

import type { EngineDatabase } from '../../engine-database';
import { openDatabase } from '../../registry';
import { rejectionOf, scratchName, TEST_POSTGRES_URI } from '../../testing/test-servers';

describe('PostgreSQL engine against the real server', () => {
  const schema = scratchName('tessera_engines');
  let db: EngineDatabase;

  beforeAll(async () => {
    db = openDatabase({ engine: 'postgresql', uri: TEST_POSTGRES_URI, poolSize: 4 });
    await db.execute(`
      CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.parent (id integer PRIMARY KEY, name varchar(40) NOT NULL);
      CREATE TABLE ${schema}.child (
        id bigint PRIMARY KEY,
        parent_id integer REFERENCES ${schema}.parent (id) ON DELETE CASCADE,
        amount numeric(10, 2),
        created_at timestamp,
        payload bytea
      );
      CREATE INDEX child_created_idx ON ${schema}.child (created_at);
      CREATE UNIQUE INDEX child_amount_uq ON ${schema}.child (parent_id, amount);
      CREATE VIEW ${schema}.child_view AS SELECT id, amount FROM ${schema}.child;
      COMMENT ON TABLE ${schema}.child IS 'Children';
      COMMENT ON COLUMN ${schema}.child.amount IS 'Amount paid';
      INSERT INTO ${schema}.parent VALUES (1, 'one'), (2, 'two');
      INSERT INTO ${schema}.child VALUES (10, 1, 12.50, '2024-03-01 10:20:30', '\\x0102ff'), (11, 2, 7.25, NULL, NULL);
    `);
  });

  afterAll(async () => {
    await db.execute(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  });

  it('executes with bound parameters and reports native and generic column types', async () => {
    const result = await db.execute('SELECT $1::int AS a, $2::text AS b, now() AS c, true AS d', [41, 'x']);
    expect(result.rows).toEqual([{ a: 41, b: 'x', c: expect.any(Date), d: true }]);
    expect(result.columns).toEqual([
      { name: 'a', type: 'INTEGER', genericType: 0 },
      { name: 'b', type: 'TEXT', genericType: 1 },
      { name: 'c', type: 'TIMESTAMP WITH TIME ZONE', genericType: 2 },
      { name: 'd', type: 'BOOLEAN', genericType: 3 },
    ]);
    expect(result).toMatchObject({ rowcount: 1, truncated: false });
  });

  it('normalises values to JSON-safe JavaScript', async () => {
    const { rows } = await db.execute(
      `SELECT id, amount, created_at, payload, 9007199254740993::bigint AS huge, 'NaN'::float8 AS nan, 1 AS id
       FROM ${schema}.child WHERE id = $1`,
      [10],
    );
    expect(rows[0]).toEqual({
      id: 10,
      amount: 12.5,
      created_at: new Date('2024-03-01T10:20:30Z'),
      payload: Buffer.from([1, 2, 255]).toString('base64'),
      huge: '9007199254740993',
      nan: null,
      id__1: 1,
    });
  });

  it('stops after limit + 1 rows and says whether the result was truncated', async () => {
    const sql = 'SELECT g FROM generate_series(1, 100) AS g';
    const limited = await db.execute(sql, [], { limit: 10 });
    expect(limited.rows.map((row) => row.g)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(limited.truncated).toBe(true);
    expect((await db.execute(sql, [], { limit: 100 })).truncated).toBe(false);
    expect(await db.execute(sql, [], { limit: 0 })).toMatchObject({ rows: [], rowcount: 0, truncated: true });
  });

  it('maps missing columns, missing tables, syntax errors and other failures to Superset types', async () => {
    const column = await rejectionOf(db.execute(`SELECT id,\n nope FROM ${schema}.child`));
    expect(column.errorType).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    expect(column.message).toBe('We can\'t seem to resolve the column "nope" at line 2.');
    expect(column.extra).toMatchObject({ engine_name: 'PostgreSQL', issue_codes: [{ code: 1003 }, { code: 1004 }] });
    const table = await rejectionOf(db.execute(`SELECT * FROM ${schema}.missing`));
    expect(table.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(table.message).toContain(`"${schema}.missing" does not exist`);
    expect((await rejectionOf(db.execute('SELEC 1'))).errorType).toBe('SYNTAX_ERROR');
    expect((await rejectionOf(db.execute('SELECT * FROM no_such_schema_x.t'))).errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    const generic = await rejectionOf(db.execute('SELECT 1 / 0'));
    expect(generic).toMatchObject({
      code: 'BAD_REQUEST',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'PostgreSQL Error: division by zero',
    });
  });

  it('returns the pool connection after errors so later statements still run', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await rejectionOf(db.execute('SELECT 1 / 0', [], { limit: 5 }));
    expect((await db.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('lists columns of a query without running it and estimates its cost', async () => {
    const columns = await db.getColumnsOfQuery(`SELECT id, amount, created_at, 'x'::varchar(12) AS label FROM ${schema}.child;`);
    expect(columns).toEqual([
      { name: 'id', type: 'BIGINT', genericType: 0 },
      { name: 'amount', type: 'NUMERIC(10, 2)', genericType: 0 },
      { name: 'created_at', type: 'TIMESTAMP WITHOUT TIME ZONE', genericType: 2 },
      { name: 'label', type: 'VARCHAR(12)', genericType: 1 },
    ]);
    const [estimate, second] = await db.estimateCost(`SELECT * FROM ${schema}.child; SELECT 1`);
    expect(estimate['Total cost']).toBeGreaterThan(0);
    expect(typeof estimate['Startup cost']).toBe('number');
    expect(typeof estimate['Plan rows']).toBe('number');
    expect(second['Plan rows']).toBe(1);
  });

  it('tests the connection and lists catalogs', async () => {
    await expect(db.testConnection()).resolves.toEqual({ superuser: true });
    expect(await db.listCatalogs()).toEqual(expect.arrayContaining(['test', 'postgres']));
    expect(await db.listSchemas('postgres')).toContain('public');
  });
});

describe('PostgreSQL cancellation', () => {
  let db: EngineDatabase;
  let observer: Client;

  beforeAll(async () => {
    db = openDatabase({ engine: 'postgres', uri: TEST_POSTGRES_URI, poolSize: 2 });
    observer = new Client({ connectionString: TEST_POSTGRES_URI });
    await observer.connect();
  });

  afterAll(async () => {
    await observer.end();
    await db.close();
  });

  const activeWith = async (marker: string) =>
    Number(
      (
        await observer.query(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE $1",
          [`%${marker}%`],
        )
      ).rows[0].n,
    );

  it('cancels a running statement in the database within a second of the abort', async () => {
    const marker = scratchName('cancel');
    const controller = new AbortController();
    const started = Date.now();
    const running = db.execute(`SELECT pg_sleep(10) /* ${marker} */`, [], { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await activeWith(marker)).toBe(1);
    const abortedAt = Date.now();
    controller.abort();
    const error = await rejectionOf(running);
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(error.extra).toMatchObject({ cancelled: true, engine_name: 'PostgreSQL' });
    expect(await activeWith(marker)).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cancels on timeout with the requested timeout error type', async () => {
    const marker = scratchName('timeout');
    const error = await rejectionOf(db.execute(`SELECT pg_sleep(10) /* ${marker} */`, [], { timeoutMs: 300 }));
    expect(error).toMatchObject({ code: 'TIMEOUT', errorType: 'BACKEND_TIMEOUT_ERROR' });
    expect(error.extra?.issue_codes).toEqual([expect.objectContaining({ code: 1000 }), expect.objectContaining({ code: 1001 })]);
    expect(await activeWith(marker)).toBe(0);
    const sqlLab = await rejectionOf(db.execute('SELECT pg_sleep(10)', [], { timeoutMs: 200, timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR' }));
    expect(sqlLab).toMatchObject({ errorType: 'SQLLAB_TIMEOUT_ERROR', message: 'The query exceeded the 0.2 seconds timeout.' });
  });

  it('rejects at once when the signal is already aborted', async () => {
    const error = await rejectionOf(db.execute('SELECT 1', [], { signal: AbortSignal.abort() }));
    expect(error.extra?.cancelled).toBe(true);
    expect((await db.execute('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  });
});
