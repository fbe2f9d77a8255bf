import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/** A dashboard layout holding one chart, as the dashboard editor saves it. */
function layoutWith(chartId: number): string {
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    [`CHART-${chartId}`]: {
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId, width: 4, height: 50 },
    },
  });
}

/**
 * Routes of Superset's reference that Superset clients call and Tessera serves with Superset's
 * shapes: a database's connection, what is built on it and its older table routes, and user avatars.
 */
describe('Superset routes around databases and users', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let databaseId: number;
  let emptyDatabaseId: number;
  let chartId: number;
  let dashboardId: number;
  const suffix = Date.now().toString(36);
  const schema = `parity_${suffix}`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE });
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}`);
    await warehouse.query(`CREATE TABLE ${schema}.items (id int PRIMARY KEY, name text NOT NULL)`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: `parity ${suffix}`,
      sqlalchemy_uri: 'postgresql://postgres:hidden-secret@127.0.0.1:5432/test',
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    emptyDatabaseId = (await admin.post('/api/v1/database/', { database_name: `parity empty ${suffix}`, sqlalchemy_uri: WAREHOUSE })).body
      .id;
    const dataset = await admin.post('/api/v1/dataset/', { database: databaseId, schema, table_name: 'items' });
    expect(dataset.status).toBe(201);
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Items table',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
    const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Items board', position_json: layoutWith(chartId) });
    expect(dashboard.status).toBe(201);
    dashboardId = dashboard.body.id;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
  });

  it("answers a database's connection for its edit form, the password masked", async () => {
    const connection = await admin.get(`/api/v1/database/${databaseId}/connection`);
    expect(connection.status).toBe(200);
    expect(connection.body).toMatchObject({
      id: databaseId,
      result: {
        id: databaseId,
        database_name: `parity ${suffix}`,
        backend: 'postgresql',
        expose_in_sqllab: true,
        sqlalchemy_uri: expect.stringContaining('127.0.0.1:5432/test'),
        parameters: expect.objectContaining({ host: '127.0.0.1', port: 5432, database: 'test', username: 'postgres' }),
        ssh_tunnel: null,
      },
    });
    expect(JSON.stringify(connection.body)).not.toContain('hidden-secret');
    expect(openApiProblems('get', '/api/v1/database/{pk}/connection', 200, connection.body.result)).toEqual([]);
    expect((await admin.get('/api/v1/database/999999/connection')).status).toBe(404);
  });

  it('lists the charts built on the datasets of a database and the dashboards showing them', async () => {
    const related = await admin.get(`/api/v1/database/${databaseId}/related_objects/`);
    expect(related.status).toBe(200);
    // Dashboards carry their json_metadata as text, as Superset's DAO sends it (its schema says object).
    expect(
      openApiProblems('get', '/api/v1/database/{pk}/related_objects/', 200, { ...related.body, dashboards: { count: 0, result: [] } }),
    ).toEqual([]);
    expect(related.body).toEqual({
      charts: { count: 1, result: [{ id: chartId, slice_name: 'Items table', viz_type: 'table' }] },
      dashboards: { count: 1, result: [expect.objectContaining({ id: dashboardId, title: 'Items board' })] },
    });
    expect((await admin.get(`/api/v1/database/${emptyDatabaseId}/related_objects/`)).body).toEqual({
      charts: { count: 0, result: [] },
      dashboards: { count: 0, result: [] },
    });
    expect((await admin.get('/api/v1/database/999999/related_objects/')).status).toBe(404);
  });

  it("answers the older table routes with the table's columns, keys and SELECT", async () => {
    const table = await admin.get(`/api/v1/database/${databaseId}/table/items/${schema}/`);
    expect(table.status).toBe(200);
    // The same answer as `table_metadata/`: column keys are objects, as Superset sends them (its schema says strings).
    expect(table.body).toEqual((await admin.get(`/api/v1/database/${databaseId}/table_metadata/?name=items&schema=${schema}`)).body);
    expect(table.body).toMatchObject({
      name: 'items',
      columns: [expect.objectContaining({ name: 'id' }), expect.objectContaining({ name: 'name' })],
      primaryKey: expect.objectContaining({ constrained_columns: ['id'] }),
      selectStar: expect.stringContaining('items'),
    });
    const extra = await admin.get(`/api/v1/database/${databaseId}/table_extra/items/${schema}/`);
    expect(extra.status).toBe(200);
    expect(openApiProblems('get', '/api/v1/database/{pk}/table_extra/{table_name}/{schema_name}/', 200, extra.body)).toEqual([]);
    const missing = await admin.get(`/api/v1/database/${databaseId}/table/no_such_table/${schema}/`);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
  });

  it('shows one permission, resource and permission-on-resource by id, for administrators', async () => {
    const q = encodeURIComponent("(filter:'can_read',page_size:1)");
    const [permission] = (await admin.get(`/api/v1/security/permissions/?q=${q}`)).body.result;
    expect(await admin.get(`/api/v1/security/permissions/${permission.id}`)).toMatchObject({
      status: 200,
      body: { id: permission.id, result: { id: permission.id, name: 'can_read' } },
    });
    const [resource] = (await admin.get(`/api/v1/security/resources/?q=${encodeURIComponent("(filter:'Dashboard',page_size:1)")}`)).body
      .result;
    expect((await admin.get(`/api/v1/security/resources/${resource.id}`)).body).toEqual({ id: resource.id, result: resource });
    const [pair] = (await admin.get(`/api/v1/security/permissions-resources/?q=${q}`)).body.result;
    expect((await admin.get(`/api/v1/security/permissions-resources/${pair.id}`)).body).toEqual({ id: pair.id, result: pair });
    for (const kind of ['permissions', 'resources', 'permissions-resources'])
      expect((await admin.get(`/api/v1/security/${kind}/999999`)).status).toBe(404);
  });

  it('answers an avatar request with no content for an existing user, as Superset does without Slack avatars', async () => {
    const me = await admin.get('/api/v1/me/');
    const avatar = await admin.fetch(`/api/v1/user/${me.body.result.id}/avatar.png`);
    expect(avatar.status).toBe(204);
    expect(await avatar.text()).toBe('');
    expect((await admin.get('/api/v1/user/999999/avatar.png')).status).toBe(404);
    expect((await fetch(`${app.url}/api/v1/user/${me.body.result.id}/avatar.png`)).status).toBe(401);
  });
});
