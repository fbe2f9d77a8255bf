import { RoleService } from '@tessera/security';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { clientIdSequence, roleIds, waitForQueryState } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * Superset's `raise_for_access(query=…)` in the SQL editor: `datasource_access` on a physical
 * dataset opens its table to the editor, and nothing else of the database.
 */
describe('SQL editor access through dataset grants over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let reader: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  const nextClientId = clientIdSequence();
  const schema = `sqllab_ds_${Date.now().toString(36)}`;
  const databaseName = `pg-datasets-${Date.now().toString(36)}`;

  const execute = (session: ApiSession, fields: Record<string, unknown>) =>
    session.post('/api/v1/sqllab/execute/', { client_id: nextClientId(), database_id: databaseId, ...fields });

  const refusal = (tables: string[]) => ({
    error_type: 'TABLE_SECURITY_ACCESS_ERROR',
    level: expect.any(String),
    message: `You need access to the following tables: ${tables.map((table) => `\`${table}\``).join(', ')}, \`all_database_access\` or \`all_datasource_access\` permission`,
    extra: { tables, issue_codes: [] },
  });

  async function createDataset(fields: Record<string, unknown>): Promise<number> {
    const created = await admin.post('/api/v1/dataset/', { database: databaseId, schema, ...fields });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** A SQL editor user whose own role holds `datasource_access` on the given datasets, granted through the roles API. */
  async function readerOf(datasets: { id: number; tableName: string }[]): Promise<ApiSession> {
    const role = await admin.post('/api/v1/security/roles/', { name: 'Dataset reader' });
    expect(role.status).toBe(201);
    // Dataset permission views come into being when a grant names them, as in Superset's security sync.
    const roleService = app.gateway.app.get(RoleService);
    const grants = [];
    for (const dataset of datasets) {
      grants.push(
        (
          await roleService.ensurePermissionView({
            permission: 'datasource_access',
            viewMenu: `[${databaseName}].[${dataset.tableName}](id:${dataset.id})`,
          })
        ).id,
      );
    }
    expect((await admin.post(`/api/v1/security/roles/${role.body.id}/permissions`, { permission_view_menu_ids: grants })).status).toBe(200);
    const roleId = await roleIds(admin);
    const roles = [roleId('Gamma'), roleId('sql_lab'), role.body.id];
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Dana',
      last_name: 'Reader',
      username: 'datasetreader',
      email: 'datasetreader@example.com',
      password: 'readerpw',
      roles,
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, 'datasetreader', 'readerpw');
  }

  beforeAll(async () => {
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.orders AS SELECT 1 AS id, 'open' AS state; CREATE TABLE ${schema}.refunds AS SELECT 1 AS id, 20 AS amount; CREATE TABLE ${schema}.salaries AS SELECT 1 AS id, 5000 AS amount`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: databaseName,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    const orders = await createDataset({ table_name: 'orders' });
    await createDataset({ table_name: 'refunds' });
    // A virtual dataset named like a table says nothing about the tables it reads: its grant opens none.
    const salariesView = await createDataset({ table_name: 'salaries', sql: `SELECT id FROM ${schema}.salaries` });
    reader = await readerOf([
      { id: orders, tableName: 'orders' },
      { id: salariesView, tableName: 'salaries' },
    ]);
  });

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
    await app?.stop();
  });

  it('runs a query on the table of a physical dataset the caller may access', async () => {
    const qualified = await execute(reader, { sql: `SELECT id, state FROM ${schema}.orders` });
    expect(qualified.status).toBe(200);
    expect(qualified.body.data).toEqual([{ id: 1, state: 'open' }]);
    // Unqualified, in the schema the editor picked.
    const picked = await execute(reader, { schema, sql: 'SELECT * FROM orders' });
    expect(picked.status).toBe(200);
    expect(picked.body.data).toEqual([{ id: 1, state: 'open' }]);
  });

  it('refuses another table of the same database, even one a virtual dataset the caller may access is named after', async () => {
    const other = await execute(reader, { sql: `SELECT * FROM ${schema}.refunds` });
    expect(other.status).toBe(403);
    expect(other.body.errors).toEqual([refusal([`${schema}.refunds`])]);
    const virtual = await execute(reader, { schema, sql: 'SELECT * FROM salaries' });
    expect(virtual.status).toBe(403);
    expect(virtual.body.errors).toEqual([refusal([`${schema}.salaries`])]);
    // The same table name in the default schema is another table.
    const elsewhere = await execute(reader, { sql: 'SELECT * FROM orders' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errors).toEqual([refusal(['public.orders'])]);
  });

  it('refuses a join of the allowed table with one that is not, naming only the latter', async () => {
    const join = `SELECT o.state, r.amount FROM ${schema}.orders o JOIN ${schema}.refunds r ON r.id = o.id`;
    const joined = await execute(reader, { sql: join });
    expect(joined.status).toBe(403);
    expect(joined.body.errors).toEqual([refusal([`${schema}.refunds`])]);
    // Admin reads both.
    expect((await execute(admin, { sql: join })).body.data).toEqual([{ state: 'open', amount: 20 }]);
  });

  it('checks queued runs when they are submitted and again when a worker runs them', async () => {
    const allowedId = nextClientId();
    expect(
      (
        await reader.post('/api/v1/sqllab/execute/', {
          client_id: allowedId,
          database_id: databaseId,
          runAsync: true,
          sql: `SELECT state FROM ${schema}.orders`,
        })
      ).status,
    ).toBe(202);
    expect(await waitForQueryState(reader, allowedId, ['success', 'failed'])).toMatchObject({ state: 'success' });
    const refused = await execute(reader, { runAsync: true, sql: `SELECT * FROM ${schema}.refunds` });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([refusal([`${schema}.refunds`])]);
  });
});
