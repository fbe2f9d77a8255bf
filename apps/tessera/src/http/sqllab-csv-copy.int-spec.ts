import { RoleService } from '@tessera/security';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '@tessera/platform';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, roleIds, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
/** Rows of the memory test: the same bound on growth as the 1,000,000-row goal, at a scale the suite can afford. */
const LARGE_ROWS = 200_000;
const MEMORY_GROWTH_BOUND_MB = 100;

const rssMb = () => process.memoryUsage.rss() / 1024 / 1024;

/**
 * The SQL editor's CSV export of a PostgreSQL query re-read from the database: PostgreSQL writes the CSV itself
 * (`COPY … TO STDOUT`), byte for byte what the row-by-row export writes, with the same guard, row-level security and
 * limit. Each query calls a function that notes the statement running it, which shows whether COPY wrote the file.
 */
describe('SQL editor CSV export through PostgreSQL COPY', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-csv-copy-'));
  const nextClientId = clientIdSequence();
  const schema = `csv_copy_${Date.now().toString(36)}`;
  /** Evaluated once per statement: `CROSS JOIN noted` adds a column `noted` and records the statement that ran. */
  const noted = `(SELECT ${schema}.note_statement() AS noted) AS noted`;

  const execute = (session: ApiSession, fields: Record<string, unknown>) =>
    session.post('/api/v1/sqllab/execute/', { database_id: databaseId, ...fields });

  /** Runs `sql` and waits for it; its stored results are then removed, so its export reads the database again. */
  async function runWithoutStoredResults(session: ApiSession, sql: string, queryLimit: number): Promise<string> {
    const clientId = nextClientId();
    const ran = await execute(session, { client_id: clientId, sql, queryLimit });
    expect(ran.status).toBe(200);
    const done = await waitForQueryState(session, clientId, ['success', 'failed']);
    expect(done.state).toBe('success');
    fs.rmSync(path.join(app.harness.runtime.config.dataDir, 'sql-results', done.resultsKey!), { force: true, recursive: true });
    return clientId;
  }

  /** Statements noted since the last call. */
  async function notedStatements(): Promise<string[]> {
    const { rows } = await warehouse.query<{ statement: string }>(`DELETE FROM ${schema}.statements RETURNING statement`);
    return rows.map((row) => row.statement);
  }
  const copied = (statements: string[]) => statements.some((statement) => statement.startsWith('COPY ('));

  beforeAll(async () => {
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${schema};
       CREATE TABLE ${schema}.statements (statement text);
       CREATE FUNCTION ${schema}.note_statement() RETURNS integer VOLATILE LANGUAGE sql AS
         $$ INSERT INTO ${schema}.statements VALUES (current_query()); SELECT 1 $$;
       CREATE TABLE ${schema}.every_type (
         id integer PRIMARY KEY, small smallint, big bigint, price numeric(10, 2), ratio numeric, label text,
         code varchar(20), letters char(3), flag boolean, day date, at timestamp, at_zone timestamptz, ref uuid);
       INSERT INTO ${schema}.every_type VALUES
         (1, 7, 9007199254740993, 12.50, 0.1000, 'plain', 'a', 'ab', true, '2024-02-29', '2024-02-29 13:14:15.123456',
          '2024-02-29 13:14:15.5+02', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'),
         (2, -3, -42, 0, 100, 'with, comma and "quotes"', '', 'x', false, '1999-12-31', '1999-12-31 23:59:59',
          '1999-12-31 23:59:59-08', NULL),
         (3, NULL, NULL, NULL, NULL, E'two\\nlines', NULL, NULL, NULL, NULL, NULL, NULL, NULL),
         (4, 0, 0, -0.05, 123456789.123456789, '', 'été ✓ 東京', 'é', true, 'infinity', 'infinity', '-infinity', NULL),
         (5, 1, 1, 1, 1, 'year 999', 'b', 'c', false, '0999-03-04', '0999-03-04 05:06:07', '0999-03-04 05:06:07+00', NULL);
       CREATE TABLE ${schema}.other_types (id integer, ratio double precision, doc jsonb, tags text[]);
       INSERT INTO ${schema}.other_types VALUES (1, 0.1, '{"a": [1, 2]}', '{x,y}'), (2, 1e21, NULL, NULL);
       CREATE TABLE ${schema}.sales AS
         SELECT n AS id, CASE WHEN n % 2 = 0 THEN 'east' ELSE 'west' END AS region FROM generate_series(1, 20) AS n;
       CREATE TABLE ${schema}.dml_target (id integer);`,
    );
    app = await startHttpTestApp({
      dataDir,
      limits: { ...loadConfig({}).limits, sqlMaxRow: 1_000_000, sqllabTimeoutSeconds: 120 },
    });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: `pg-csv-copy-${schema}`,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_dml: true,
    });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
  }, 120_000);

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes through COPY the same CSV as the row-by-row export, for every column type it takes', async () => {
    const clientId = nextClientId();
    const sql = `SELECT t.*, noted.noted FROM ${schema}.every_type AS t CROSS JOIN ${noted} ORDER BY t.id`;
    const ran = await execute(admin, { client_id: clientId, sql, queryLimit: 100 });
    expect(ran.status).toBe(200);
    // From the stored results, written row by row as before.
    const stored = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(stored.status).toBe(200);
    await notedStatements();

    fs.rmSync(path.join(app.harness.runtime.config.dataDir, 'sql-results', ran.body.query.resultsKey), { force: true, recursive: true });
    const viaCopy = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(viaCopy.status).toBe(200);
    expect(copied(await notedStatements())).toBe(true);
    expect(viaCopy.headers.get('content-type')).toContain('text/csv');
    // Deliberately not the same: a numeric beyond a double's 15-16 digits is written exactly, where the row-by-row
    // export rounds it through a JavaScript number. Everything else is byte for byte.
    const roundedByRows = '123456789.12345679';
    expect(stored.body).toContain(roundedByRows);
    expect(viaCopy.body).toBe((stored.body as string).replace(roundedByRows, '123456789.123456789'));
    const lines = (viaCopy.body as string).split('\r\n');
    expect(lines[0]).toBe('id,small,big,price,ratio,label,code,letters,flag,day,at,at_zone,ref,noted');
    expect(lines[1]).toBe(
      '1,7,9007199254740993,12.5,0.1,plain,a,ab ,true,2024-02-29T00:00:00.000Z,2024-02-29T13:14:15.123Z,' +
        '2024-02-29T11:14:15.500Z,a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11,1',
    );
    expect(lines[2]).toBe(
      '2,-3,-42,0,100,"with, comma and ""quotes""",,x  ,false,1999-12-31T00:00:00.000Z,1999-12-31T23:59:59.000Z,2000-01-01T07:59:59.000Z,,1',
    );
    // A line break inside a value stays as it is; only the ends of lines are CRLF.
    expect(lines[3]).toBe('3,,,,,"two\nlines",,,,,,,,1');
    expect(lines[4]).toBe('4,0,0,-0.05,123456789.123456789,,été ✓ 東京,é  ,true,infinity,infinity,,,1');
    // Whole seconds of a three-digit year take the slower to_char path, with the same text.
    expect(lines[5]).toBe('5,1,1,1,1,year 999,b,c  ,false,0999-03-04T00:00:00.000Z,0999-03-04T05:06:07.000Z,0999-03-04T05:06:07.000Z,,1');
  });

  it('leaves a result with types COPY writes differently (floats, JSON, arrays) to the row-by-row export', async () => {
    const sql = `SELECT t.*, noted.noted FROM ${schema}.other_types AS t CROSS JOIN ${noted} ORDER BY t.id`;
    const clientId = nextClientId();
    const ran = await execute(admin, { client_id: clientId, sql, queryLimit: 100 });
    const stored = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    fs.rmSync(path.join(app.harness.runtime.config.dataDir, 'sql-results', ran.body.query.resultsKey), { force: true, recursive: true });
    await notedStatements();
    const again = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(again.status).toBe(200);
    expect(again.body).toBe(stored.body);
    expect(again.body).toBe('id,ratio,doc,tags,noted\r\n1,0.1,"{""a"":[1,2]}","[""x"",""y""]",1\r\n2,1e+21,,,1\r\n');
    const statements = await notedStatements();
    expect(statements.length).toBeGreaterThan(0);
    expect(copied(statements)).toBe(false);
  });

  it('copies only the first rows up to the query’s limit and says so', async () => {
    const clientId = await runWithoutStoredResults(
      admin,
      `SELECT n, noted.noted FROM generate_series(1, 50) AS n CROSS JOIN ${noted} ORDER BY n`,
      7,
    );
    await notedStatements();
    const csv = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(csv.status).toBe(200);
    expect(copied(await notedStatements())).toBe(true);
    expect(csv.headers.get('x-row-limit')).toBe('7');
    expect(csv.body).toBe(`n,noted\r\n${[1, 2, 3, 4, 5, 6, 7].map((n) => `${n},1\r\n`).join('')}`);
  });

  it('copies only the rows row-level security leaves the user', async () => {
    const dataset = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'sales' });
    expect(dataset.status).toBe(201);
    const role = await admin.post('/api/v1/security/roles/', { name: `East sales ${schema}` });
    await app.gateway.app
      .get(RoleService)
      .grant(role.body.id, [{ permission: 'datasource_access', viewMenu: `[pg-csv-copy-${schema}].[sales](id:${dataset.body.id})` }]);
    const rule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: `east only ${schema}`,
      filter_type: 'Regular',
      clause: "region = 'east'",
      tables: [dataset.body.id],
      roles: [role.body.id],
    });
    expect(rule.status).toBe(201);
    const roleId = await roleIds(admin);
    const username = `east${Date.now().toString(36)}`;
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'East',
      last_name: 'Reader',
      username,
      email: `${username}@example.com`,
      password: `${username}-pw`,
      roles: [roleId('Gamma'), roleId('sql_lab'), role.body.id],
    });
    expect(created.status).toBe(201);
    const reader = await ApiSession.login(app.url, username, `${username}-pw`);

    const clientId = await runWithoutStoredResults(reader, `SELECT id, region FROM ${schema}.sales ORDER BY id`, 100);
    const csv = await reader.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(csv.status).toBe(200);
    expect(csv.body).toBe(`id,region\r\n${[2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((n) => `${n},east\r\n`).join('')}`);
    // Another user's query is not theirs to export.
    expect((await admin.get(`/api/v1/sqllab/export/${clientId}/`)).status).toBe(404);
  });

  it('answers a failure of the database while it writes the rows with its error, not a server error', async () => {
    await warehouse.query(`CREATE TABLE ${schema}.divisors AS SELECT n AS d FROM generate_series(1, 3) AS n`);
    const clientId = await runWithoutStoredResults(
      admin,
      `SELECT 12 / d AS share, noted.noted FROM ${schema}.divisors CROSS JOIN ${noted}`,
      100,
    );
    await warehouse.query(`UPDATE ${schema}.divisors SET d = 0 WHERE d = 2`);
    const csv = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
    expect(csv.status).toBe(400);
    expect(JSON.stringify(csv.body)).toContain('division by zero');
  });

  it('refuses to run again a statement the guard no longer allows', async () => {
    const clientId = await runWithoutStoredResults(admin, `INSERT INTO ${schema}.dml_target VALUES (1) RETURNING id`, 100);
    const read = await admin.get(`/api/v1/database/${databaseId}`);
    const updated = await admin.put(`/api/v1/database/${databaseId}`, {
      database_name: read.body.result.database_name,
      sqlalchemy_uri: read.body.result.sqlalchemy_uri,
      allow_dml: false,
    });
    expect(updated.status).toBe(200);
    try {
      const csv = await admin.get(`/api/v1/sqllab/export/${clientId}/`);
      expect(csv.status).toBeGreaterThanOrEqual(400);
      expect(csv.status).toBeLessThan(500);
      const { rows } = await warehouse.query(`SELECT count(*)::int AS n FROM ${schema}.dml_target`);
      expect(rows[0].n).toBe(1);
    } finally {
      await admin.put(`/api/v1/database/${databaseId}`, {
        database_name: read.body.result.database_name,
        sqlalchemy_uri: read.body.result.sqlalchemy_uri,
        allow_dml: true,
      });
    }
  });

  it('streams a large export with the process memory flat', async () => {
    const sql =
      `SELECT n AS id, timestamp '2024-01-01' + n * interval '17 seconds' AS sold_at, 'product ' || (n % 500) AS product, ` +
      `((n * 37) % 10000) / 100.0 AS price, n % 3 = 0 AS shipped, noted.noted FROM generate_series(1, ${LARGE_ROWS}) AS n CROSS JOIN ${noted}`;
    const clientId = await runWithoutStoredResults(admin, sql, LARGE_ROWS);
    await notedStatements();
    global.gc?.();
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    let lines = 0;
    try {
      const csv = await admin.fetch(`/api/v1/sqllab/export/${clientId}/`);
      expect(csv.status).toBe(200);
      for await (const chunk of csv.body as unknown as AsyncIterable<Uint8Array>) for (const byte of chunk) if (byte === 10) lines += 1;
    } finally {
      clearInterval(sampler);
    }
    expect(lines).toBe(LARGE_ROWS + 1);
    expect(copied(await notedStatements())).toBe(true);
    expect(peak - before).toBeLessThanOrEqual(MEMORY_GROWTH_BOUND_MB);
  }, 300_000);
});
