import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** A cookie-carrying client, as the SPA is. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  json(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
    return this.fetch(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
  }
}

describe('browser sessions and CSRF', () => {
  let app: HttpTestApp;
  beforeAll(async () => {
    app = await startHttpTestApp();
  });
  afterAll(() => app.stop());

  it('logs in with a cookie, enforces CSRF on writes, accepts a matching token, and logs out', async () => {
    const browser = new Browser(app.url);
    const login = await browser.json('/login/', 'POST', { username: 'admin', password: 'admin' });
    expect(login.status).toBe(200);
    expect((await browser.fetch('/api/v1/me/')).status).toBe(200);

    const noToken = await browser.json('/api/v1/tag/', 'POST', { name: 'via-cookie' });
    expect(noToken.status).toBe(400);
    expect(((await noToken.json()) as { errors: { message: string }[] }).errors[0].message).toContain('CSRF');
    const wrongToken = await browser.json('/api/v1/tag/', 'POST', { name: 'via-cookie' }, { 'X-CSRFToken': 'forged' });
    expect(wrongToken.status).toBe(400);

    const { result: token } = (await (await browser.fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
    const withToken = await browser.json('/api/v1/tag/', 'POST', { name: 'via-cookie' }, { 'X-CSRFToken': token });
    expect(withToken.status).toBe(201);

    expect((await browser.fetch('/logout/', { method: 'POST' })).status).toBe(400);
    const logout = await browser.fetch('/logout/', { method: 'POST', headers: { 'X-CSRFToken': token } });
    expect(logout.status).toBe(200);
    expect((await browser.fetch('/api/v1/me/')).status).toBe(401);
  });

  it('needs no CSRF token for bearer requests and accepts one sent anyway', async () => {
    const { access_token } = (await (
      await fetch(`${app.url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
      })
    ).json()) as { access_token: string };
    const post = (headers: Record<string, string>, name: string) =>
      fetch(`${app.url}/api/v1/tag/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name }),
      });
    expect((await post({}, 'bearer-1')).status).toBe(201);
    expect((await post({ 'X-CSRFToken': 'whatever' }, 'bearer-2')).status).toBe(201);
    // Superset's clients fetch a token first and refuse an empty one.
    const token = (await (
      await fetch(`${app.url}/api/v1/security/csrf_token/`, { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as { result: string };
    expect(token.result).toMatch(/^[0-9a-f]{64}$/);
    expect((await post({ 'X-CSRFToken': token.result }, 'bearer-3')).status).toBe(201);
  });

  it('rate-limits repeated failed logins', async () => {
    const browser = new Browser(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await browser.json('/login/', 'POST', { username: 'victim', password: `guess-${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });
});
