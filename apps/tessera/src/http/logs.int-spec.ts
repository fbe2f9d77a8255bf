import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';
import { eventually } from '../testing/eventually';

describe('action log and recent activity over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let adminToken: string;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const login = await fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
    });
    adminToken = ((await login.json()) as { access_token: string }).access_token;
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'L',
      last_name: 'G',
      username: 'lg',
      email: 'lg@example.com',
      password: 'lgpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'lg', 'lgpassword');
  });
  afterAll(() => app.stop());

  function beacon(query: string, events: unknown) {
    const form = new FormData();
    form.set('events', typeof events === 'string' ? events : JSON.stringify(events));
    return fetch(`${app.url}/superset/log/${query}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${adminToken}` } });
  }

  it('stores each beaconed event as a log row the Admin can list', async () => {
    const events = [
      { event_name: 'spa_navigation', source: 'dashboard', source_id: 3, ts: 1721469600000 },
      { event_name: 'mount_dashboard', source: 'dashboard', source_id: 3, ts: 1721469601000 },
    ];
    const response = await beacon('?explode=events&dashboard_id=3', events);
    expect(response.status).toBe(200);

    const q = encodeURIComponent('(filters:!((col:action,opr:eq,value:log)),order_column:dttm,order_direction:asc)');
    const list = await eventually(
      () => admin.get(`/api/v1/log/?q=${q}`),
      (r) => r.body?.count >= 2,
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.result.map((row: { json: unknown }) => (typeof row.json === 'string' ? JSON.parse(row.json) : row.json))).toEqual(
      events,
    );
    expect(list.body.result[0]).toMatchObject({ action: 'log', dashboard_id: 3 });
    expect(openApiProblems('get', '/api/v1/log/', 200, list.body)).toEqual([]);

    // One entry by its id, as the list shows it; an id no entry has is a 404.
    const [first] = list.body.result;
    const one = await admin.get(`/api/v1/log/${first.id}`);
    expect(one).toMatchObject({ status: 200, body: { id: first.id, result: first } });
    expect((await admin.get('/api/v1/log/999999999')).status).toBe(404);
    expect((await gamma.get(`/api/v1/log/${first.id}`)).status).toBe(403);
  });

  it('answers a malformed beacon with 400 and a message', async () => {
    const response = await beacon('?explode=events', 'not json');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('events is not valid JSON');
  });

  it('keeps the action log for Admin but gives everyone their recent activity', async () => {
    expect((await gamma.get('/api/v1/log/')).status).toBe(403);
    const created = await gamma.post('/api/v1/dashboard/', { dashboard_title: 'Seen by Gamma' });
    expect(created.status).toBe(201);
    expect((await gamma.get(`/api/v1/dashboard/${created.body.id}`)).status).toBe(200);

    const q = encodeURIComponent('(page:0,page_size:6,distinct:!t,actions:!(explore,dashboard))');
    const recent = await eventually(
      () => gamma.get(`/api/v1/log/recent_activity/?q=${q}`),
      (r) => r.body?.result?.length > 0,
    );
    expect(recent.status).toBe(200);
    expect(recent.body.result[0]).toMatchObject({ action: 'dashboard', item_type: 'dashboard', item_title: 'Seen by Gamma' });
    expect(recent.body.result[0].item_url).toContain(`/superset/dashboard/${created.body.id}/`);
    expect(openApiProblems('get', '/api/v1/log/recent_activity/', 200, recent.body)).toEqual([]);

    expect((await gamma.get('/api/v1/log/recent_activity/?q=(page_size:0)')).status).toBe(400);
    expect((await gamma.get('/api/v1/log/recent_activity/?q=(((')).status).toBe(400);
  });
});
