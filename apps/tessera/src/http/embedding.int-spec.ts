import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('embedded dashboards: guest tokens scoped to their dashboards', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let pg: Client;
  const schema = `embed_${process.pid}`;
  let datasetId: number;
  let otherDatasetId: number;
  let dashboardId: number;
  let otherDashboardId: number;
  let embeddedUuid: string;

  beforeAll(async () => {
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('EMEA', 10), ('EMEA', 5), ('APAC', 7)`);
    await pg.query(`CREATE TABLE ${schema}.secrets (payload text)`);
    await pg.query(`INSERT INTO ${schema}.secrets VALUES ('do not leak')`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'E',
      last_name: 'G',
      username: 'eg',
      email: 'eg@example.com',
      password: 'egpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'eg', 'egpassword');

    const database = await admin.post('/api/v1/database/', { database_name: 'embed pg', sqlalchemy_uri: PG });
    datasetId = (await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'sales' })).body.id;
    otherDatasetId = (await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'secrets' })).body.id;
    dashboardId = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Embedded sales', published: true })).body.id;
    otherDashboardId = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Internal', published: true })).body.id;
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      dashboards: [dashboardId],
    });
    expect(chart.status).toBe(201);
    await admin.post('/api/v1/chart/', {
      slice_name: 'Secrets',
      viz_type: 'table',
      datasource_id: otherDatasetId,
      datasource_type: 'table',
      dashboards: [otherDashboardId],
    });
    const embedded = await admin.post(`/api/v1/dashboard/${dashboardId}/embedded`, { allowed_domains: [] });
    expect(embedded.status).toBe(200);
    embeddedUuid = embedded.body.result.uuid;
  });

  afterAll(async () => {
    await app.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  function asGuest(token: string, method: string, path: string, body?: unknown) {
    return fetch(`${app.url}${path}`, {
      method,
      headers: { 'x-guesttoken': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  const sums = (id: number) => ({
    datasource: { id, type: 'table' },
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 'total' }],
        orderby: [['total', false]],
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });

  it('issues a guest token that reads its dashboard with the token row-level security, and nothing else', async () => {
    const grant = await admin.post('/api/v1/security/guest_token/', {
      user: { username: 'ext_user', first_name: 'Ext', last_name: 'User' },
      resources: [{ type: 'dashboard', id: embeddedUuid }],
      rls: [{ dataset: datasetId, clause: "region = 'EMEA'" }],
    });
    expect(grant.status).toBe(200);
    expect(openApiProblems('post', '/api/v1/security/guest_token/', 200, grant.body)).toEqual([]);
    const token = grant.body.token as string;

    const dashboard = await asGuest(token, 'GET', `/api/v1/dashboard/${dashboardId}`);
    expect(dashboard.status).toBe(200);
    const data = await asGuest(token, 'POST', '/api/v1/chart/data', sums(datasetId));
    expect(data.status).toBe(200);
    const result = ((await data.json()) as { result: { data: unknown; query?: unknown }[] }).result[0];
    expect(result.data).toEqual([{ region: 'EMEA', total: 15 }]);
    expect(result.query).toBeUndefined();

    // A dataset behind another dashboard, and that dashboard itself, stay closed.
    expect((await asGuest(token, 'POST', '/api/v1/chart/data', sums(otherDatasetId))).status).toBe(403);
    expect([403, 404]).toContain((await asGuest(token, 'GET', `/api/v1/dashboard/${otherDashboardId}`)).status);
    expect([401, 403]).toContain((await asGuest(token, 'GET', '/api/v1/database/')).status);
  });

  it('refuses grants for unknown dashboards or other resources, bad tokens, and callers without the right', async () => {
    const unknown = await admin.post('/api/v1/security/guest_token/', {
      user: {},
      resources: [{ type: 'dashboard', id: '999999' }],
      rls: [],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Dashboard 999999 does not exist');
    expect((await admin.post('/api/v1/security/guest_token/', { user: {}, resources: [{ type: 'chart', id: '1' }], rls: [] })).status).toBe(
      400,
    );
    expect((await admin.post('/api/v1/security/guest_token/', { user: {}, resources: [], rls: [] })).status).toBe(400);
    expect(
      (
        await gamma.post('/api/v1/security/guest_token/', {
          user: {},
          resources: [{ type: 'dashboard', id: String(dashboardId) }],
          rls: [],
        })
      ).status,
    ).toBe(403);
    expect((await asGuest('not-a-token', 'GET', `/api/v1/dashboard/${dashboardId}`)).status).toBe(401);
  });
});
