import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { roleIds } from './sqllab-test-support';
import { eventually } from '../testing/eventually';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

interface PermissionView {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

/**
 * Superset's per-object permissions: creating a database and a dataset gives them grantable
 * `database_access`, `schema_access` and `datasource_access` views, which follow renames (keeping
 * their grants) and go with the object.
 */
describe('permission views of databases and datasets over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  const suffix = Date.now().toString(36);
  const schema = `objperm_${suffix}`;
  const databaseName = `objperm_db_${suffix}`;
  const renamed = `objperm_renamed_${suffix}`;

  /** The permission views whose permission or view menu contains `text`, as `permission on view menu`. */
  async function permissionViews(text: string): Promise<PermissionView[]> {
    const q = encodeURIComponent(`(filter:'${text}',page_size:1000)`);
    const reply = await admin.get(`/api/v1/security/permissions-resources/?q=${q}`);
    expect(reply.status).toBe(200);
    return reply.body.result;
  }
  const spelled = (views: PermissionView[]) => views.map((view) => `${view.permission.name} on ${view.view_menu.name}`).sort();

  const chartData = (datasetId: number) => ({
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: ['state'], metrics: ['count'], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  });

  beforeAll(async () => {
    warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    await warehouse.query(
      `CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.orders AS SELECT 1 AS id, 'open' AS state; CREATE VIEW ${schema}.purchases AS SELECT * FROM ${schema}.orders`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  });

  afterAll(async () => {
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
    await app?.stop();
  });

  it('lists grantable views for a new database and dataset, keeps grants across a rename and drops them with the dataset and the database', async () => {
    const database = await admin.post('/api/v1/database/', { database_name: databaseName, sqlalchemy_uri: PG });
    expect(database.status).toBe(201);
    const databaseId: number = database.body.id;
    const dataset = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'orders' });
    expect(dataset.status).toBe(201);
    const datasetId: number = dataset.body.id;

    const expected = [
      `database_access on [${databaseName}].(id:${databaseId})`,
      `datasource_access on [${databaseName}].[orders](id:${datasetId})`,
      `schema_access on [${databaseName}].[${schema}]`,
    ];
    const created = await eventually(
      () => permissionViews(databaseName),
      (views) => spelled(views).length === expected.length,
    );
    expect(spelled(created)).toEqual(expected);

    // A role granted access to just this dataset, given to a Gamma user.
    const reader = { username: `objperm_${suffix}`, password: 'readerpw' };
    const roleId = await roleIds(admin);
    const readerUser = await admin.post('/api/v1/security/users/', {
      first_name: 'Olga',
      last_name: 'Reader',
      username: reader.username,
      email: `${reader.username}@example.com`,
      password: reader.password,
      roles: [roleId('Gamma')],
    });
    expect(readerUser.status).toBe(201);
    let session = await ApiSession.login(app.url, reader.username, reader.password);
    expect((await session.post('/api/v1/chart/data', chartData(datasetId))).status).toBe(403);

    const role = await admin.post('/api/v1/security/roles/', { name: `Orders reader ${suffix}` });
    expect(role.status).toBe(201);
    const grant = created.find((view) => view.permission.name === 'datasource_access') as PermissionView;
    expect((await admin.post(`/api/v1/security/roles/${role.body.id}/permissions`, { permission_view_menu_ids: [grant.id] })).status).toBe(
      200,
    );
    expect((await admin.put(`/api/v1/security/users/${readerUser.body.id}`, { roles: [roleId('Gamma'), role.body.id] })).status).toBe(200);
    // A change of roles revokes the user's tokens: the reader signs in again to use the new grant.
    expect((await session.post('/api/v1/chart/data', chartData(datasetId))).status).toBe(401);
    session = await ApiSession.login(app.url, reader.username, reader.password);
    const allowed = await session.post('/api/v1/chart/data', chartData(datasetId));
    expect(allowed.status).toBe(200);
    expect(allowed.body.result[0].data).toEqual([{ state: 'open', count: 1 }]);

    // Renamed in place: same permission view ids, new names, the grant still opens the dataset.
    expect((await admin.put(`/api/v1/database/${databaseId}`, { database_name: renamed })).status).toBe(200);
    const afterRename = await eventually(
      () => permissionViews(renamed),
      (views) => views.length === expected.length,
    );
    expect(spelled(afterRename)).toEqual([
      `database_access on [${renamed}].(id:${databaseId})`,
      `datasource_access on [${renamed}].[orders](id:${datasetId})`,
      `schema_access on [${renamed}].[${schema}]`,
    ]);
    expect(afterRename.map((view) => view.id).sort()).toEqual(created.map((view) => view.id).sort());
    expect(await permissionViews(databaseName)).toEqual([]);
    expect((await session.post('/api/v1/chart/data', chartData(datasetId))).status).toBe(200);

    // A dataset pointed at another table keeps its permission view, renamed.
    expect((await admin.put(`/api/v1/dataset/${datasetId}`, { table_name: 'purchases' })).status).toBe(200);
    const datasetView = `[${renamed}].[purchases](id:${datasetId})`;
    const afterTableRename = await eventually(
      () => permissionViews(datasetView),
      (views) => views.length === 1,
    );
    expect(afterTableRename.map((view) => view.id)).toEqual([grant.id]);
    expect((await session.post('/api/v1/chart/data', chartData(datasetId))).status).toBe(200);

    // Deleting the dataset drops its view and the grant on it; the database's views stay.
    expect((await admin.delete(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    const afterDelete = await eventually(
      () => permissionViews(renamed),
      (views) => views.length === expected.length - 1,
    );
    expect(spelled(afterDelete)).toEqual([
      `database_access on [${renamed}].(id:${databaseId})`,
      `schema_access on [${renamed}].[${schema}]`,
    ]);
    expect((await admin.get(`/api/v1/security/roles/${role.body.id}/permissions`)).body.result).toEqual([]);

    // Deleting the database drops the rest.
    expect((await admin.delete(`/api/v1/database/${databaseId}`)).status).toBe(200);
    expect(
      await eventually(
        () => permissionViews(renamed),
        (views) => views.length === 0,
      ),
    ).toEqual([]);
  });
});
