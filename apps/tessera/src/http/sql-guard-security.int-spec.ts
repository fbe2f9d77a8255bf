import { RoleService } from '@tessera/security';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { embeddedSecret } from '../embedded-secret';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, roleIds, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/** A Superset error envelope refusing the request with `errorType`. */
const refusedWith = (errorType: string) => ({
  errors: [expect.objectContaining({ error_type: errorType, message: expect.any(String), level: expect.any(String) })],
});

/**
 * The findings of the security review, replayed as they were reproduced: user SQL reaching the
 * server's files, host functions and tables through SQL-from-string functions, and row-level
 * security missing from the SQL editor.
 */
describe('user SQL against the warehouse: the security review findings over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let reader: ApiSession;
  let alpha: ApiSession;
  let warehouse: Client;
  let dataDir: string;
  let secret: string;
  let secretFile: string;
  let examplesId: number;
  let pgId: number;
  let readerRoleId: number;
  let salesDatasetId: number;
  const nextClientId = clientIdSequence();
  const schema = `guard_${Date.now().toString(36)}`;
  const pgName = `pg-guard-${Date.now().toString(36)}`;

  const execute = (session: ApiSession, databaseId: number, sql: string, fields: Record<string, unknown> = {}) =>
    session.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), database_id: databaseId, sql, ...fields });

  async function waitForExamples(): Promise<void> {
    const deadline = Date.now() + 100_000;
    for (;;) {
      const dashboards = await admin.get('/api/v1/dashboard/?q=(page_size:100)');
      if (dashboards.body.result.length >= 2) return;
      if (Date.now() > deadline) throw new Error('The example data did not appear within 100 s');
      await sleep(500);
    }
  }

  async function datasetId(databaseId: number, tableName: string): Promise<number> {
    const listed = await admin.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${tableName})),page_size:100)`);
    return listed.body.result.find((dataset: { database: { id: number } }) => dataset.database.id === databaseId).id;
  }

  async function createUser(username: string, roles: number[]): Promise<ApiSession> {
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'User',
      username,
      email: `${username}@example.com`,
      password: `${username}-pw`,
      roles,
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, username, `${username}-pw`);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-guard-'));
    // The embedded mode's own secret file, where an unguarded DuckDB query could read it.
    secret = embeddedSecret(dataDir, '');
    secretFile = join(dataDir, 'secret.key');
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${schema};
       CREATE TABLE ${schema}.orders AS SELECT 1 AS id, 'open' AS state;
       CREATE TABLE ${schema}.salaries AS SELECT 1 AS id, 987654 AS amount;
       CREATE TABLE ${schema}.sales AS SELECT n AS id, CASE WHEN n % 2 = 0 THEN 'east' ELSE 'west' END AS region FROM generate_series(1, 25000) AS n`,
    );
    app = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir, secretKey: secret });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    await waitForExamples();
    const databases = await admin.get('/api/v1/database/?q=(page_size:100)');
    examplesId = databases.body.result.find((database: { database_name: string }) => database.database_name === 'examples').id;

    const pg = await admin.post('/api/v1/database/', {
      database_name: pgName,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_run_async: true,
      allow_ctas: true,
    });
    expect(pg.status).toBe(201);
    pgId = pg.body.id;
    const orders = await admin.post('/api/v1/dataset/', { database: pgId, schema, table_name: 'orders' });
    const sales = await admin.post('/api/v1/dataset/', { database: pgId, schema, table_name: 'sales' });
    expect([orders.status, sales.status]).toEqual([201, 201]);
    salesDatasetId = sales.body.id;
    const birthNamesId = await datasetId(examplesId, 'birth_names');

    // Gamma + sql_lab with dataset grants only: one example table, and two of the PostgreSQL tables.
    const role = await admin.post('/api/v1/security/roles/', { name: 'Guarded reader' });
    readerRoleId = role.body.id;
    await app.gateway.app.get(RoleService).grant(readerRoleId, [
      { permission: 'datasource_access', viewMenu: `[examples].[birth_names](id:${birthNamesId})` },
      { permission: 'datasource_access', viewMenu: `[${pgName}].[orders](id:${orders.body.id})` },
      { permission: 'datasource_access', viewMenu: `[${pgName}].[sales](id:${salesDatasetId})` },
    ]);
    const roleId = await roleIds(admin);
    reader = await createUser('guardreader', [roleId('Gamma'), roleId('sql_lab'), readerRoleId]);
    alpha = await createUser('guardalpha', [roleId('Alpha'), roleId('sql_lab')]);
  }, 150_000);

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finding 1: a Gamma + sql_lab user reads no file of the server through DuckDB in the SQL editor', async () => {
    const granted = await execute(reader, examplesId, 'SELECT count(*) AS n FROM birth_names');
    expect(granted.status).toBe(200);
    for (const sql of [
      `SELECT content FROM read_text('${secretFile}')`,
      `SELECT * FROM read_csv_auto('/etc/passwd')`,
      `SELECT * FROM glob('/*')`,
      `SELECT count(*) AS n FROM birth_names WHERE EXISTS (SELECT 1 FROM read_text('${secretFile}'))`,
    ]) {
      const reply = await execute(reader, examplesId, sql);
      expect({ sql, status: reply.status }).toEqual({ sql, status: 403 });
      expect(reply.body).toEqual(refusedWith('QUERY_SECURITY_ACCESS_ERROR'));
      expect(JSON.stringify(reply.body)).not.toContain(secret);
      expect(JSON.stringify(reply.body)).not.toContain('root:x:0:0');
    }
    // Nor when asking for a validation, which would make DuckDB bind (and so read) the file: the refusal is the annotation.
    const validated = await reader.post(`/api/v1/database/${examplesId}/validate_sql/`, {
      sql: `SELECT * FROM read_csv_auto('/etc/passwd')`,
    });
    expect(validated.status).toBe(200);
    expect(validated.body.result).toEqual([
      expect.objectContaining({ line_number: 1, message: 'The function read_csv_auto is not allowed in SQL Lab queries.' }),
    ]);
  });

  it('finding 1: only a database an administrator opted in with extra.allow_file_access reads files, and only files', async () => {
    const csv = join(dataDir, 'opted-in.csv');
    await writeFile(csv, 'fruit,qty\napple,3\n');
    const opted = await admin.post('/api/v1/database/', {
      database_name: 'files',
      sqlalchemy_uri: `duckdb:///${join(dataDir, 'files.duckdb')}`,
      expose_in_sqllab: true,
      extra: JSON.stringify({ allow_file_access: true }),
    });
    expect(opted.status).toBe(201);
    const read = await execute(admin, opted.body.id, `SELECT * FROM read_csv_auto('${csv}')`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([{ fruit: 'apple', qty: 3 }]);
    // Still no SQL from strings, nor DuckDB's server-side statements.
    expect((await execute(admin, opted.body.id, "SELECT * FROM query('SELECT 1')")).status).toBe(403);
    expect((await execute(admin, opted.body.id, `COPY (SELECT 1) TO '${join(dataDir, 'out.csv')}'`)).status).toBe(403);
    // The examples database is not opted in, not even for the administrator.
    expect((await execute(admin, examplesId, `SELECT * FROM read_csv_auto('${csv}')`)).status).toBe(403);
  });

  it('finding 2: a virtual dataset reads no file of the server, neither saved nor run', async () => {
    const fileSql = `SELECT content FROM read_text('${secretFile}')`;
    const created = await alpha.post('/api/v1/dataset/', { database: examplesId, table_name: 'leak', sql: fileSql });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('The function read_text is not allowed');
    expect(JSON.stringify(created.body)).not.toContain(secret);

    const benign = await alpha.post('/api/v1/dataset/', { database: examplesId, table_name: 'one_row', sql: 'SELECT 1 AS content' });
    expect(benign.status).toBe(201);
    const updated = await alpha.put(`/api/v1/dataset/${benign.body.id}`, { sql: fileSql });
    expect(updated.status).toBe(400);
    expect(JSON.stringify(updated.body)).toContain('The function read_text is not allowed');
    expect(JSON.stringify(updated.body)).not.toContain(secret);

    // A dataset saved before these checks existed still holds such SQL: running it is refused.
    const charts = app.harness.services.find((service) => service.name === 'charts')!.app.get(DataSource);
    await charts.query('UPDATE charts.dataset SET sql = $1, version = version + 1 WHERE id = $2', [fileSql, benign.body.id]);
    await sleep(2_100); // loaded datasets are kept for 2 s
    const samples = await alpha.post(`/api/v1/datasource/samples?datasource_type=table&datasource_id=${benign.body.id}&force=true`, {});
    expect(samples.status).toBe(403);
    expect(JSON.stringify(samples.body)).not.toContain(secret);
    const refreshed = await alpha.put(`/api/v1/dataset/${benign.body.id}/refresh`, {});
    expect(refreshed.status).toBeGreaterThanOrEqual(400);
    expect(refreshed.status).toBeLessThan(500);
    expect(JSON.stringify(refreshed.body)).not.toContain(secret);
    const chart = await alpha.post('/api/v1/chart/data', {
      datasource: { id: benign.body.id, type: 'table' },
      force: true,
      result_format: 'json',
      result_type: 'full',
      queries: [{ columns: ['content'], metrics: [], row_limit: 10 }],
    });
    expect(chart.status).toBe(403);
    expect(JSON.stringify(chart.body)).not.toContain(secret);
  });

  it('finding 2: an adhoc SQL column of a chart reads no file either', async () => {
    const birthNamesId = await datasetId(examplesId, 'birth_names');
    const chart = await alpha.post('/api/v1/chart/data', {
      datasource: { id: birthNamesId, type: 'table' },
      force: true,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          columns: [{ label: 'leak', sqlExpression: `(SELECT content FROM read_text('${secretFile}'))`, expressionType: 'SQL' }],
          metrics: [],
          row_limit: 1,
        },
      ],
    });
    expect(chart.status).toBeGreaterThanOrEqual(400);
    expect(chart.status).toBeLessThan(500);
    expect(JSON.stringify(chart.body)).not.toContain(secret);
  });

  it('finding 3: on PostgreSQL as superuser, the editor reads no host file and writes no large object on a read-only database', async () => {
    const { rows: before } = await warehouse.query('SELECT count(*)::int AS n FROM pg_largeobject_metadata');
    for (const sql of [
      "SELECT pg_read_file('/etc/hostname')",
      "SELECT * FROM pg_ls_dir('/')",
      "SELECT lo_import('/etc/hostname')",
      "SELECT pg_stat_file('/etc/hostname')",
    ]) {
      const reply = await execute(admin, pgId, sql);
      expect({ sql, status: reply.status }).toEqual({
        sql,
        status: reply.body.errors?.[0]?.error_type === 'DML_NOT_ALLOWED_ERROR' ? 400 : 403,
      });
      expect(reply.body.errors?.[0]?.error_type).toMatch(/^(QUERY_SECURITY_ACCESS_ERROR|DML_NOT_ALLOWED_ERROR)$/);
      expect(reply.body.data).toBeUndefined();
    }
    // Queued runs are checked when they are submitted.
    const queued = await execute(admin, pgId, "SELECT pg_read_file('/etc/hostname')", { runAsync: true });
    expect(queued.status).toBe(403);
    expect(queued.body).toEqual(refusedWith('QUERY_SECURITY_ACCESS_ERROR'));
    const { rows: after } = await warehouse.query('SELECT count(*)::int AS n FROM pg_largeobject_metadata');
    expect(after[0].n).toBe(before[0].n);
  });

  it("lets pg_sleep wait within the run's time limit, and refuses a longer one", async () => {
    const short = await execute(admin, pgId, 'SELECT pg_sleep(0.1) AS slept');
    expect(short.status).toBe(200);
    // The synchronous editor's limit is TESSERA_SQLLAB_TIMEOUT (30 s by default).
    const long = await execute(admin, pgId, 'SELECT pg_sleep(31)');
    expect(long.status).toBe(403);
    expect(long.body).toEqual(refusedWith('QUERY_SECURITY_ACCESS_ERROR'));
  });

  it('finding 4: a table without a grant stays closed behind query_to_xml and its kin', async () => {
    const allowed = await execute(reader, pgId, `SELECT state FROM ${schema}.orders`);
    expect(allowed.status).toBe(200);
    for (const sql of [
      `SELECT query_to_xml('select * from ${schema}.salaries', true, false, '')`,
      `SELECT * FROM ${schema}.orders WHERE query_to_xml('select * from ${schema}.salaries', true, false, '') IS NOT NULL`,
      `SELECT cursor_to_xml('c', 1, true, false, '')`,
      `SELECT xpath('/x', query_to_xml('select amount from ${schema}.salaries', true, false, ''))`,
    ]) {
      const reply = await execute(reader, pgId, sql);
      expect({ sql, status: reply.status }).toEqual({ sql, status: 403 });
      expect(JSON.stringify(reply.body)).not.toContain('987654');
    }
    // A table named in a CTE or a subquery is checked as well.
    const cte = await execute(
      reader,
      pgId,
      `WITH s AS (SELECT * FROM ${schema}.salaries) SELECT o.state FROM ${schema}.orders o JOIN s ON s.id = o.id`,
    );
    expect(cte.status).toBe(403);
    expect(cte.body).toEqual(refusedWith('TABLE_SECURITY_ACCESS_ERROR'));
    const nested = await execute(reader, pgId, `SELECT state FROM ${schema}.orders WHERE id IN (SELECT id FROM ${schema}.salaries)`);
    expect(nested.status).toBe(403);
  });

  describe('finding 5: row-level security in the SQL editor', () => {
    const regionsOf = (reply: { body: { data: { region: string }[] } }) => [...new Set(reply.body.data.map((row) => row.region))].sort();

    beforeAll(async () => {
      const rule = await admin.post('/api/v1/rowlevelsecurity/', {
        name: 'east only',
        filter_type: 'Regular',
        clause: "region = 'east'",
        tables: [salesDatasetId],
        roles: [readerRoleId],
      });
      expect(rule.status).toBe(201);
    });

    it('filters the rows of a user under the rule, however the table is named, and shows the rewritten SQL', async () => {
      const direct = await execute(reader, pgId, `SELECT region, count(*)::int AS n FROM ${schema}.sales GROUP BY region ORDER BY region`);
      expect(direct.status).toBe(200);
      expect(direct.body.data).toEqual([{ region: 'east', n: 12500 }]);
      expect(direct.body.query.executedSql).toContain("region = 'east'");
      const picked = await execute(reader, pgId, 'SELECT DISTINCT region FROM sales', { schema });
      expect(regionsOf(picked)).toEqual(['east']);
      const cte = await execute(reader, pgId, `WITH s AS (SELECT * FROM ${schema}.sales) SELECT DISTINCT region FROM s`);
      expect(regionsOf(cte)).toEqual(['east']);
      const nested = await execute(reader, pgId, `SELECT DISTINCT region FROM (SELECT region FROM ${schema}.sales AS x) AS y`);
      expect(regionsOf(nested)).toEqual(['east']);
      const queuedId = nextClientId();
      expect(
        (
          await reader.post('/api/v1/sqllab/execute/', {
            client_id: queuedId,
            database_id: pgId,
            runAsync: true,
            sql: `SELECT DISTINCT region FROM ${schema}.sales`,
          })
        ).status,
      ).toBe(202);
      const queued = await waitForQueryState(reader, queuedId, ['success', 'failed']);
      expect(queued).toMatchObject({ state: 'success' });
      const results = await reader.get(`/api/v1/sqllab/results/?q=(key:'${queued.resultsKey}')`);
      expect(regionsOf(results)).toEqual(['east']);
    });

    it('filters a user who reads the table through a schema grant, also by its database-qualified name', async () => {
      const role = await admin.post('/api/v1/security/roles/', { name: 'Schema reader' });
      await app.gateway.app.get(RoleService).grant(role.body.id, [{ permission: 'schema_access', viewMenu: `[${pgName}].[${schema}]` }]);
      const rule = await admin.post('/api/v1/rowlevelsecurity/', {
        name: 'west only',
        filter_type: 'Regular',
        clause: "region = 'west'",
        tables: [salesDatasetId],
        roles: [role.body.id],
      });
      expect(rule.status).toBe(201);
      const roleId = await roleIds(admin);
      const schemaReader = await createUser('schemareader', [roleId('Gamma'), roleId('sql_lab'), role.body.id]);
      for (const sql of [
        `SELECT DISTINCT region FROM ${schema}.sales`,
        `SELECT DISTINCT region FROM test.${schema}.sales`,
        `SELECT DISTINCT region FROM "test"."${schema}"."sales"`,
      ]) {
        const reply = await execute(schemaReader, pgId, sql);
        expect({ sql, status: reply.status, regions: reply.status === 200 ? regionsOf(reply) : reply.body }).toEqual({
          sql,
          status: 200,
          regions: ['west'],
        });
      }
    });

    it('does not filter the administrator', async () => {
      const all = await execute(admin, pgId, `SELECT DISTINCT region FROM ${schema}.sales`);
      expect(regionsOf(all)).toEqual(['east', 'west']);
      expect(all.body.query.executedSql).not.toContain("region = 'east'");
    });

    it('filters the CSV export, from stored results and when the export reads the database again', async () => {
      const smallId = nextClientId();
      await reader.post('/api/v1/sqllab/execute/', {
        client_id: smallId,
        database_id: pgId,
        sql: `SELECT id, region FROM ${schema}.sales ORDER BY id`,
        queryLimit: 4,
      });
      const small = await reader.get(`/api/v1/sqllab/export/${smallId}/`);
      expect(small.status).toBe(200);
      expect(small.body).toBe('id,region\r\n2,east\r\n4,east\r\n6,east\r\n8,east\r\n');

      // More rows than the export takes from the results backend: it streams the executed SQL again.
      const largeId = nextClientId();
      const large = await reader.post('/api/v1/sqllab/execute/', {
        client_id: largeId,
        database_id: pgId,
        sql: `SELECT id, region FROM ${schema}.sales ORDER BY id`,
        queryLimit: 20000,
      });
      expect(large.status).toBe(200);
      // More rows than the editor shows: the run answers with its first page and reads on; export once it ended.
      expect((await waitForQueryState(reader, largeId, ['success'])).rows).toBe(12500);
      const csv = await reader.get(`/api/v1/sqllab/export/${largeId}/`);
      expect(csv.status).toBe(200);
      const lines = (csv.body as string).split('\r\n').filter((line) => line !== '');
      expect(lines).toHaveLength(12501);
      expect(lines.slice(1).every((line) => line.endsWith(',east'))).toBe(true);
    });

    it('filters the rows a CREATE TABLE AS copies', async () => {
      const table = `ctas_${Date.now().toString(36)}`;
      const created = await execute(reader, pgId, `SELECT id, region FROM ${schema}.sales`, {
        select_as_cta: true,
        ctas_method: 'TABLE',
        tmp_table_name: table,
        schema,
      });
      expect(created.status).toBe(200);
      const { rows } = await warehouse.query(`SELECT region, count(*)::int AS n FROM ${schema}.${table} GROUP BY region`);
      expect(rows).toEqual([{ region: 'east', n: 12500 }]);
    });
  });
});
