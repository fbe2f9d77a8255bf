import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

describe('foundation over HTTP: auth, permissions, list machinery, envelopes', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let anonymous: ApiSession;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    anonymous = new ApiSession(app.url);
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Gale',
      last_name: 'Gamma',
      username: 'gale',
      email: 'gale@example.com',
      password: 'gale-password',
      roles: [gammaId],
    });
    expect(created.status).toBe(201);
    gamma = await ApiSession.login(app.url, 'gale', 'gale-password');
  });

  afterAll(() => app.stop());

  it('logs in with a JWT and answers /me with the user and /me/roles with the roles', async () => {
    const me = await admin.get('/api/v1/me/');
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ username: 'admin', is_active: true, is_anonymous: false });
    expect(openApiProblems('get', '/api/v1/me/', 200, me.body)).toEqual([]);
    const roles = await admin.get('/api/v1/me/roles/');
    expect(Object.keys(roles.body.result.roles)).toEqual(['Admin']);
    expect(openApiProblems('get', '/api/v1/me/roles/', 200, roles.body)).toEqual([]);
    const gammaRoles = await gamma.get('/api/v1/me/roles/');
    expect(Object.keys(gammaRoles.body.result.roles)).toEqual(['Gamma']);
  });

  it('answers the token endpoints in the reference shapes', async () => {
    const login = await anonymous.post('/api/v1/security/login', { username: 'admin', password: 'admin', provider: 'db', refresh: true });
    expect(openApiProblems('post', '/api/v1/security/login', 200, login.body)).toEqual([]);
    const refreshed = await new ApiSession(app.url, login.body.refresh_token).post('/api/v1/security/refresh');
    expect(refreshed.status).toBe(200);
    expect(typeof refreshed.body.access_token).toBe('string');
    const wrong = await anonymous.post('/api/v1/security/login', { username: 'admin', password: 'nope', provider: 'db' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Not authorized' } });
  });

  it('refuses anonymous calls with 401 and a Gamma user on an Admin-only route with 403, in the envelope', async () => {
    expect(await anonymous.get('/api/v1/me/')).toMatchObject({ status: 401, body: { message: 'Not authorized' } });
    expect(await anonymous.get('/api/v1/tag/')).toMatchObject({ status: 401, body: { message: 'Not authorized' } });
    expect(await gamma.get('/api/v1/security/users/')).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(await gamma.post('/api/v1/security/roles/', { name: 'Hackers' })).toMatchObject({ status: 403 });
    const badToken = await new ApiSession(app.url, 'not-a-jwt').get('/api/v1/me/');
    expect(badToken.status).toBe(422);
    expect(typeof badToken.body.msg).toBe('string');
  });

  it('answers unknown routes with 404 in the same envelope', async () => {
    expect(await admin.get('/api/v1/no_such_resource/')).toMatchObject({ status: 404, body: { message: 'Not found' } });
    expect(await admin.get('/api/v1/tag/999999')).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });

  it('parses rison and refuses bad rison, unknown operators and unknown columns with 400 naming the problem', async () => {
    await admin.post('/api/v1/tag/', { name: 'alpha' });
    await admin.post('/api/v1/tag/', { name: 'beta' });
    const page = await admin.get('/api/v1/tag/?q=(filters:!((col:name,opr:ct,value:alph)),order_column:name,order_direction:asc)');
    expect(page.status).toBe(200);
    expect(page.body.result.map((t: { name: string }) => t.name)).toEqual(['alpha']);
    expect(openApiProblems('get', '/api/v1/tag/', 200, page.body)).toEqual([]);

    const badRison = await admin.get('/api/v1/tag/?q=(filters:!((col:name');
    expect(badRison.status).toBe(400);
    expect(badRison.body.message).toMatch(/Not a valid rison/);
    const badOperator = await admin.get('/api/v1/tag/?q=(filters:!((col:name,opr:explode,value:x)))');
    expect(badOperator).toMatchObject({ status: 400, body: { message: expect.stringContaining('Filter operator: explode not allowed') } });
    const badColumn = await admin.get('/api/v1/tag/?q=(filters:!((col:password,opr:eq,value:x)))');
    expect(badColumn).toMatchObject({ status: 400, body: { message: 'Filter column: password not allowed to filter' } });
    const badOrder = await admin.get('/api/v1/tag/?q=(order_column:password)');
    expect(badOrder).toMatchObject({ status: 400, body: { message: 'Invalid order by column: password' } });
  });

  it('caps page_size over the maximum at the maximum', async () => {
    for (let i = 0; i < 3; i += 1) await admin.post('/api/v1/tag/', { name: `cap-${i}` });
    const capped = await admin.get('/api/v1/tag/?q=(page_size:100000,keys:!(none))');
    expect(capped.status).toBe(200);
    expect(capped.body.result.length).toBe(capped.body.count);
    const users = await admin.get('/api/v1/security/users/?q=(page_size:5000,page:0)');
    expect(users.status).toBe(200);
  });

  it('refuses a body with unknown or missing fields with 400 naming them', async () => {
    const bad = await admin.post('/api/v1/tag/', { nam: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { message: { nam: ['Unknown field.'], name: ['Missing data for required field.'] } } });
    const notJson = await fetch(`${app.url}/api/v1/tag/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(admin as unknown as { token: string }).token}` },
      body: '{"name":',
    });
    expect(notJson.status).toBe(400);
    const problem = (await notJson.json()) as { errors: { error_type: string }[] };
    expect(problem.errors[0].error_type).toBe('INVALID_PAYLOAD_FORMAT_ERROR');
  });

  it('serves _info permissions and related users through the shared machinery', async () => {
    const info = await gamma.get('/api/v1/tag/_info?q=(keys:!(permissions))');
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read']));
    const related = await admin.get('/api/v1/tag/related/created_by?q=(filter:gal)');
    expect(related.body).toEqual({ count: 1, result: [expect.objectContaining({ text: 'Gale Gamma' })] });
  });

  it('keeps the request id across the gateway and answers it back', async () => {
    const response = await fetch(`${app.url}/api/v1/me/`, { headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
  });

  it('reports its own readiness, every service over the bus on request, and metrics', async () => {
    const ready = await anonymous.get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { metadata: 'ok', 'shared-services': 'ok', bus: 'ok' } });
    const verbose = await anonymous.get('/ready?verbose');
    expect(verbose.body.services).toEqual({ charts: 'ok', dashboards: 'ok', logs: 'ok', reports: 'ok', sql: 'ok', tags: 'ok' });
    const metrics = await fetch(`${app.url}/metrics`).then((r) => r.text());
    expect(metrics).toContain('tessera_http_requests_total');
    expect(metrics).toContain('tessera_bus_messages_total');
    expect(metrics).toContain('tessera_service_ready{service="tags"} 1');
  });
});
