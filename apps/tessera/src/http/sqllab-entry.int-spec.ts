import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** A logged-in browser: its session cookie and the CSRF token the page would put in the form. */
async function browserSession(baseUrl: string): Promise<{ cookie: string; csrfToken: string }> {
  const login = await fetch(`${baseUrl}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const token = await fetch(`${baseUrl}/api/v1/security/csrf_token/`, { headers: { cookie } });
  return { cookie, csrfToken: ((await token.json()) as { result: string }).result };
}

function postForm(baseUrl: string, fields: Record<string, string>, headers: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/sqllab/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('opening the SQL editor by a form post', () => {
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  });

  afterAll(() => app?.stop());

  it('sends a browser carrying its CSRF token on to the editor address that opens the posted query', async () => {
    const { cookie, csrfToken } = await browserSession(app.url);
    const formData = JSON.stringify({
      datasourceKey: '12__table',
      sql: 'SELECT * FROM birth_names',
      dbid: 3,
      schema: 'public',
      name: 'Births',
      templateParams: '{"a": 1}',
    });
    const reply = await postForm(app.url, { form_data: formData, csrf_token: csrfToken }, { cookie });
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location') ?? '', app.url);
    expect(location.pathname).toBe('/sqllab/');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      datasourceKey: '12__table',
      sql: 'SELECT * FROM birth_names',
      dbid: '3',
      schema: 'public',
      name: 'Births',
      templateParams: '{"a": 1}',
    });
  });

  it('refuses a cookie-authenticated form post without the CSRF token', async () => {
    const { cookie } = await browserSession(app.url);
    const reply = await postForm(app.url, { form_data: JSON.stringify({ sql: 'SELECT 1', dbid: 1 }) }, { cookie });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { errors: { message: string }[] }).errors[0].message).toContain('CSRF');
    const forged = await postForm(app.url, { form_data: JSON.stringify({ sql: 'SELECT 1', dbid: 1 }), csrf_token: 'forged' }, { cookie });
    expect(forged.status).toBe(400);
  });

  it('needs a login', async () => {
    const reply = await postForm(app.url, { form_data: JSON.stringify({ sql: 'SELECT 1', dbid: 1 }) }, {});
    expect(reply.status).toBe(401);
  });

  it('opens the plain editor for form data it cannot read', async () => {
    const reply = await admin.fetch('/sqllab/', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form_data=not-json',
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe('/sqllab/');
  });

  it('stores a query too long for an address as a permalink and sends the browser to it', async () => {
    const sql = `SELECT ${Array.from({ length: 2000 }, (_, index) => `${index} AS c${index}`).join(', ')}`;
    const reply = await admin.fetch('/sqllab/', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_data: JSON.stringify({ sql, dbid: 1, schema: 'public', name: 'Wide' }) }).toString(),
    });
    expect(reply.status).toBe(303);
    const key = /^\/sqllab\/p\/([^/]+)\/$/.exec(reply.headers.get('location') ?? '')?.[1];
    expect(key).toBeDefined();
    const stored = await admin.get(`/api/v1/sqllab/permalink/${key}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ dbId: 1, sql, schema: 'public', name: 'Wide' });
  });
});
