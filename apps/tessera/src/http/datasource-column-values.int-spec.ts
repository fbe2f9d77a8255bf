import { RoleService } from '@tessera/security';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * `GET /api/v1/datasource/{type}/{id}/column/{column}/values/`: the distinct values of a column, for
 * filter pickers, with the caller's dataset access and row-level security applied as for chart data.
 */
describe('datasource column values', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let datasetId: number;
  const suffix = Date.now().toString(36);
  const schema = `values_${suffix}`;
  const path = (column: string, id = datasetId, type = 'table') => `/api/v1/datasource/${type}/${id}/column/${column}/values/`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE });
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}`);
    await warehouse.query(`CREATE TABLE ${schema}.births (gender text, name text, num int)`);
    await warehouse.query(
      `INSERT INTO ${schema}.births VALUES ('boy', 'Adam', 3), ('girl', 'Eve', 4), ('boy', 'Abel', 5), ('girl', 'Ada', 1), ('boy', 'Adam', 2)`,
    );
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: `values ${suffix}`, sqlalchemy_uri: WAREHOUSE });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'births' });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
  });

  it('answers each value of a column once', async () => {
    const genders = await admin.get(path('gender'));
    expect(genders.status).toBe(200);
    expect([...genders.body.result].sort()).toEqual(['boy', 'girl']);
    const names = await admin.get(path('name'));
    expect([...names.body.result].sort()).toEqual(['Abel', 'Ada', 'Adam', 'Eve']);
  });

  it("applies the caller's row-level security and dataset access", async () => {
    const roles = app.gateway.app.get(RoleService);
    const reading = await admin.post('/api/v1/security/roles/', { name: `Values reader ${suffix}` });
    await roles.grant(reading.body.id, [
      { permission: 'datasource_access', viewMenu: `[values ${suffix}].[births](id:${datasetId})` },
      { permission: 'can_get_column_values', viewMenu: 'Datasource' },
    ]);
    const bare = await admin.post('/api/v1/security/roles/', { name: `Values bare ${suffix}` });
    await roles.grant(bare.body.id, [{ permission: 'can_get_column_values', viewMenu: 'Datasource' }]);
    for (const [username, role] of [
      [`reader_${suffix}`, reading.body.id],
      [`bare_${suffix}`, bare.body.id],
    ]) {
      const created = await admin.post('/api/v1/security/users/', {
        first_name: 'V',
        last_name: 'V',
        username,
        email: `${username}@example.com`,
        password: 'values-pw',
        roles: [role],
      });
      expect(created.status).toBe(201);
    }
    const rule = await admin.post('/api/v1/rowlevelsecurity/', {
      name: `girls only ${suffix}`,
      filter_type: 'Regular',
      clause: "gender = 'girl'",
      tables: [datasetId],
      roles: [reading.body.id],
    });
    expect(rule.status).toBe(201);

    const reader = await ApiSession.login(app.url, `reader_${suffix}`, 'values-pw');
    expect((await reader.get(path('gender'))).body).toEqual({ result: ['girl'] });
    expect([...(await reader.get(path('name'))).body.result].sort()).toEqual(['Ada', 'Eve']);
    expect([...(await admin.get(path('gender'))).body.result].sort()).toEqual(['boy', 'girl']);

    const bareUser = await ApiSession.login(app.url, `bare_${suffix}`, 'values-pw');
    expect((await bareUser.get(path('gender'))).status).toBe(403);
  });

  it('refuses other datasource types, unknown columns and datasets with a 4xx', async () => {
    expect((await admin.get(path('gender', datasetId, 'query'))).status).toBe(400);
    const unknownColumn = await admin.get(path('no_such_column'));
    expect(unknownColumn.status).toBeGreaterThanOrEqual(400);
    expect(unknownColumn.status).toBeLessThan(500);
    expect((await admin.get(path('gender', 999999))).status).toBe(404);
  });
});
