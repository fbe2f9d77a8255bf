import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('databases over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let id: number;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', { first_name: 'G', last_name: 'G', username: 'g', email: 'g@example.com', password: 'gpassword', roles: [gammaId] });
    gamma = await ApiSession.login(app.url, 'g', 'gpassword');
    const created = await admin.post('/api/v1/database/', { database_name: 'examples-pg', sqlalchemy_uri: PG, expose_in_sqllab: true });
    expect(created.status).toBe(201);
    id = created.body.id;
  });

  afterAll(() => app.stop());

  it('lists and reads databases in the reference shapes', async () => {
    const list = await admin.get('/api/v1/database/?q=(order_column:database_name,order_direction:asc)');
    expect(list.body.count).toBe(1);
    expect(openApiProblems('get', '/api/v1/database/', 200, list.body)).toEqual([]);
    const one = await admin.get(`/api/v1/database/${id}`);
    expect(one.body.result).toMatchObject({ id, database_name: 'examples-pg', backend: 'postgresql' });
    expect(openApiProblems('get', '/api/v1/database/{pk}', 200, one.body)).toEqual([]);
    const available = await admin.get('/api/v1/database/available/');
    expect(available.body.databases.map((d: { engine: string }) => d.engine)).toEqual(expect.arrayContaining(['postgresql', 'mysql', 'duckdb']));
  });

  it('browses schemas, tables and table metadata', async () => {
    const schemas = await admin.get(`/api/v1/database/${id}/schemas/?q=(force:!t)`);
    expect(schemas.body.result).toContain('public');
    expect(openApiProblems('get', '/api/v1/database/{pk}/schemas/', 200, schemas.body)).toEqual([]);
    const tables = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:information_schema,search:tables)`);
    expect(tables.status).toBe(200);
    const missing = await admin.get(`/api/v1/database/${id}/tables/`);
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringContaining('schema_name is required') } });
  });

  it('tests connections and validates parameters with Superset\'s errors', async () => {
    expect(await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: PG })).toMatchObject({ status: 200, body: { message: 'OK' } });
    const refused = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].error_type).toMatch(/^CONNECTION_/);
    const missing = await admin.post('/api/v1/database/validate_parameters/', { engine: 'postgresql', configuration_method: 'dynamic_form', parameters: { host: '127.0.0.1' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR', level: 'warning' });
    const badEngine = await admin.post('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: 'oracle://u@h/db' });
    expect(badEngine.status).toBe(400);
  });

  it('refuses Gamma writes before any bus call, and unknown fields', async () => {
    expect(await gamma.post('/api/v1/database/', { database_name: 'mine', sqlalchemy_uri: PG })).toMatchObject({ status: 403 });
    expect(await gamma.delete(`/api/v1/database/${id}`)).toMatchObject({ status: 403 });
    expect((await gamma.get('/api/v1/database/')).body.count).toBe(0);
    expect(await admin.post('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: PG, colour: 'red' })).toMatchObject({ status: 400, body: { message: { colour: ['Unknown field.'] } } });
  });
});
