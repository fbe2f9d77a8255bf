import { RoleService } from '@tessera/security';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { roleIds } from './sqllab-test-support';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * Finding 7: a Gamma user read the columns of tables it was never granted. The metadata endpoints
 * answer by the SQL editor's rule: `datasource_access` on a physical dataset opens its table,
 * `schema_access` opens a schema, and nothing else of the database.
 */
describe('table metadata access over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let datasetReader: ApiSession;
  let schemaReader: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  const stamp = Date.now().toString(36);
  const schema = `meta_open_${stamp}`;
  const hidden = `meta_hidden_${stamp}`;
  const databaseName = `pg-metadata-${stamp}`;

  const refusal = (table: string) => ({
    error_type: 'TABLE_SECURITY_ACCESS_ERROR',
    level: expect.any(String),
    message: `You need access to the following tables: \`${table}\`, \`all_database_access\` or \`all_datasource_access\` permission`,
    extra: { tables: [table], issue_codes: [] },
  });

  const metadataPaths = (table: string, inSchema: string) => [
    `/api/v1/database/${databaseId}/table_metadata/?name=${table}&schema=${inSchema}`,
    `/api/v1/database/${databaseId}/table_metadata/extra/?name=${table}&schema=${inSchema}`,
    `/api/v1/database/${databaseId}/select_star/${table}/${inSchema}/`,
    `/api/v1/datasource/external_metadata_by_name/?q=${encodeURIComponent(`(datasource_type:table,database_name:'${databaseName}',schema_name:'${inSchema}',table_name:'${table}')`)}`,
  ];

  async function userWith(username: string, grants: { permission: string; viewMenu: string }[]): Promise<ApiSession> {
    const role = await admin.post('/api/v1/security/roles/', { name: `${username} grants` });
    expect(role.status).toBe(201);
    const roleService = app.gateway.app.get(RoleService);
    const ids = [];
    for (const grant of grants) ids.push((await roleService.ensurePermissionView(grant)).id);
    expect((await admin.post(`/api/v1/security/roles/${role.body.id}/permissions`, { permission_view_menu_ids: ids })).status).toBe(200);
    const roleId = await roleIds(admin);
    const created = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'Reader',
      username,
      email: `${username}@example.com`,
      password: 'readerpw1',
      roles: [roleId('Gamma'), role.body.id],
    });
    expect(created.status).toBe(201);
    return ApiSession.login(app.url, username, 'readerpw1');
  }

  beforeAll(async () => {
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${schema}; CREATE SCHEMA ${hidden};
       CREATE TABLE ${schema}.orders (id int, state text); CREATE TABLE ${schema}.salaries (id int, amount int);
       CREATE TABLE ${hidden}.secrets (id int, pin text)`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: databaseName, sqlalchemy_uri: PG, expose_in_sqllab: true });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    const orders = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'orders' });
    expect(orders.status).toBe(201);
    datasetReader = await userWith('ordersreader', [
      { permission: 'datasource_access', viewMenu: `[${databaseName}].[orders](id:${orders.body.id})` },
    ]);
    schemaReader = await userWith('schemareader', [{ permission: 'schema_access', viewMenu: `[${databaseName}].[${schema}]` }]);
  });

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; DROP SCHEMA IF EXISTS ${hidden} CASCADE`);
    await warehouse?.end();
    await app?.stop();
  });

  it('refuses the columns of a table the user was not granted, on every metadata endpoint', async () => {
    for (const path of metadataPaths('salaries', schema)) {
      const response = await datasetReader.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(response.body.errors).toEqual([refusal(`${schema}.salaries`)]);
      expect(JSON.stringify(response.body)).not.toContain('amount');
    }
    for (const path of metadataPaths('secrets', hidden)) {
      const response = await schemaReader.get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(response.body.errors).toEqual([refusal(`${hidden}.secrets`)]);
    }
  });

  it('answers for the table of a granted dataset and for every table of a granted schema', async () => {
    for (const path of metadataPaths('orders', schema)) {
      expect({ path, status: (await datasetReader.get(path)).status }).toEqual({ path, status: 200 });
    }
    for (const path of metadataPaths('salaries', schema)) {
      expect({ path, status: (await schemaReader.get(path)).status }).toEqual({ path, status: 200 });
      expect({ path, status: (await admin.get(path)).status }).toEqual({ path, status: 200 });
    }
    const columns = await datasetReader.get(`/api/v1/database/${databaseId}/table_metadata/?name=orders&schema=${schema}`);
    expect(columns.body.columns.map((column: { name: string }) => column.name)).toEqual(['id', 'state']);
  });

  it('lists only the schemas and tables the user may read', async () => {
    const tables = (session: ApiSession, name: string) =>
      session.get(`/api/v1/database/${databaseId}/tables/?q=${encodeURIComponent(`(schema_name:'${name}')`)}`);
    const schemas = async (session: ApiSession) => (await session.get(`/api/v1/database/${databaseId}/schemas/`)).body.result as string[];
    const names = async (session: ApiSession, name: string) =>
      ((await tables(session, name)).body.result as { value: string }[]).map((table) => table.value).sort();

    expect(await names(datasetReader, schema)).toEqual(['orders']);
    expect(await names(datasetReader, hidden)).toEqual([]);
    expect(await names(schemaReader, schema)).toEqual(['orders', 'salaries']);
    expect(await names(schemaReader, hidden)).toEqual([]);
    expect(await names(admin, hidden)).toEqual(['secrets']);

    expect(await schemas(datasetReader)).toEqual([schema]);
    expect(await schemas(schemaReader)).toEqual([schema]);
    expect(await schemas(admin)).toEqual(expect.arrayContaining([schema, hidden, 'public']));
  });
});
