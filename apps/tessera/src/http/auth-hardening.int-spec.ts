import type { RunningGateway } from '@tessera/gateway';
import { browserSession, type BrowserSession } from '../testing/browser-session';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { startGatewayReplicasOnRedis, type GatewayReplicas } from '../testing/gateway-replicas';
import { roleIds } from './sqllab-test-support';
import { eventually } from '../testing/eventually';

const PASSWORD = 'correct-horse-1';

interface Tokens {
  access: string;
  refresh: string;
}

async function loginTokens(url: string, username: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password, provider: 'db', refresh: true }),
  });
}

async function tokensOf(url: string, username: string, password = PASSWORD): Promise<Tokens> {
  const response = await loginTokens(url, username, password);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

const asBearer = (url: string, token: string, path = '/api/v1/me/') =>
  fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
const refresh = (url: string, token: string) =>
  fetch(`${url}/api/v1/security/refresh`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

async function csrfToken(browser: BrowserSession): Promise<string> {
  return ((await (await browser.fetch('/api/v1/security/csrf_token/')).json()) as { result: string }).result;
}

describe('authentication hardening', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let roleId: (name: string) => number;
  let users = 0;

  /** A Gamma user created through the API; answers its id and username. */
  async function createUser(prefix: string): Promise<{ id: number; username: string }> {
    const username = `${prefix}${(users += 1)}`;
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Test',
      last_name: 'User',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      roles: [roleId('Gamma')],
    });
    expect(created.status).toBe(201);
    return { id: created.body.id, username };
  }

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    roleId = await roleIds(admin);
  });
  afterAll(() => app.stop());

  describe('token versions', () => {
    /** Tokens and a browser session of a fresh user, all working. */
    async function credentialsOf(username: string) {
      const tokens = await tokensOf(app.url, username);
      const browser = await browserSession(app.url, username, PASSWORD);
      expect((await asBearer(app.url, tokens.access)).status).toBe(200);
      expect((await browser.fetch('/api/v1/me/')).status).toBe(200);
      return { tokens, browser };
    }

    async function expectAllRefused({ tokens, browser }: Awaited<ReturnType<typeof credentialsOf>>) {
      const access = await asBearer(app.url, tokens.access);
      expect(access.status).toBe(401);
      expect(await access.json()).toEqual({ msg: expect.any(String) });
      expect((await refresh(app.url, tokens.refresh)).status).toBe(401);
      expect((await browser.fetch('/api/v1/me/')).status).toBe(401);
    }

    it('refuses old access and refresh tokens and sessions after an administrator changes the password', async () => {
      const user = await createUser('pwchange');
      const before = await credentialsOf(user.username);
      expect((await admin.put(`/api/v1/security/users/${user.id}`, { password: 'a-brand-new-secret' })).status).toBe(200);
      await expectAllRefused(before);
      expect((await asBearer(app.url, (await tokensOf(app.url, user.username, 'a-brand-new-secret')).access)).status).toBe(200);
    });

    it('refuses them after the user changes their own password, keeping only the browser that changed it', async () => {
      const user = await createUser('ownchange');
      const before = await credentialsOf(user.username);
      const changer = await browserSession(app.url, user.username, PASSWORD);
      const changed = await changer.fetch('/api/v1/me/', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'X-CSRFToken': await csrfToken(changer) },
        body: JSON.stringify({ password: 'my-own-new-secret' }),
      });
      expect(changed.status).toBe(200);
      await expectAllRefused(before);
      expect((await changer.fetch('/api/v1/me/')).status).toBe(200);
      expect((await loginTokens(app.url, user.username, PASSWORD)).status).toBe(401);
      expect((await loginTokens(app.url, user.username, 'my-own-new-secret')).status).toBe(200);
    });

    it('refuses them after deactivation, and a deactivated user cannot log in or refresh', async () => {
      const user = await createUser('inactive');
      const before = await credentialsOf(user.username);
      expect((await admin.put(`/api/v1/security/users/${user.id}`, { active: false })).status).toBe(200);
      await expectAllRefused(before);
      expect((await loginTokens(app.url, user.username)).status).toBe(401);
    });

    it('refuses them after a change of roles, but not after a change of name', async () => {
      const user = await createUser('roles');
      const before = await credentialsOf(user.username);
      expect((await admin.put(`/api/v1/security/users/${user.id}`, { first_name: 'Renamed' })).status).toBe(200);
      expect((await asBearer(app.url, before.tokens.access)).status).toBe(200);
      expect((await before.browser.fetch('/api/v1/me/')).status).toBe(200);
      expect((await admin.put(`/api/v1/security/users/${user.id}`, { roles: [roleId('Gamma'), roleId('sql_lab')] })).status).toBe(200);
      await expectAllRefused(before);
      const after = await tokensOf(app.url, user.username);
      const roles = await asBearer(app.url, after.access, '/api/v1/me/roles/');
      expect(Object.keys(((await roles.json()) as { result: { roles: object } }).result.roles).sort()).toEqual(['Gamma', 'sql_lab']);
    });

    it('refuses them once the user is deleted', async () => {
      const user = await createUser('deleted');
      const before = await credentialsOf(user.username);
      expect((await admin.delete(`/api/v1/security/users/${user.id}`)).status).toBe(200);
      await expectAllRefused(before);
    });
  });

  describe('refresh tokens', () => {
    it('rotate: each refresh answers a new access token and a new refresh token of the same family', async () => {
      const user = await createUser('rotate');
      const first = await tokensOf(app.url, user.username);
      const rotated = await refresh(app.url, first.refresh);
      expect(rotated.status).toBe(200);
      const second = (await rotated.json()) as { access_token: string; refresh_token: string };
      expect(second.refresh_token).toEqual(expect.any(String));
      expect(second.refresh_token).not.toBe(first.refresh);
      expect((await asBearer(app.url, second.access_token)).status).toBe(200);
      expect((await refresh(app.url, second.refresh_token)).status).toBe(200);
    });

    it('revoke the whole family when a used one comes back', async () => {
      const user = await createUser('reuse');
      const stolen = await tokensOf(app.url, user.username);
      const legitimate = (await (await refresh(app.url, stolen.refresh)).json()) as { refresh_token: string };
      const replay = await refresh(app.url, stolen.refresh);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({ msg: 'Token has been revoked' });
      expect((await refresh(app.url, legitimate.refresh_token)).status).toBe(401);
      // Another login starts a family of its own.
      expect((await refresh(app.url, (await tokensOf(app.url, user.username)).refresh)).status).toBe(200);
    });
  });

  describe('login throttle', () => {
    it('never throttles successful logins, and locks a user after five failures with Retry-After', async () => {
      const user = await createUser('office');
      for (let i = 0; i < 30; i += 1) expect((await loginTokens(app.url, user.username)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await loginTokens(app.url, user.username, `wrong-${i}`)).status).toBe(401);
      const locked = await loginTokens(app.url, user.username, 'wrong-6');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await loginTokens(app.url, user.username)).status).toBe(429);
      const metrics = await (await fetch(`${app.url}/metrics`)).text();
      expect(metrics).toMatch(/tessera_login_throttled_total\{limit="user"\} [1-9]/);
    });

    it('resets the failure count on a successful login', async () => {
      const user = await createUser('forgetful');
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 4; i += 1) expect((await loginTokens(app.url, user.username, `wrong-${i}`)).status).toBe(401);
        expect((await loginTokens(app.url, user.username)).status).toBe(200);
      }
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      const user = await createUser('spoofer');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await loginTokens(app.url, user.username, `guess-${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('logout', () => {
    it('does not end the session on GET; POST with the CSRF token does', async () => {
      const browser = await browserSession(app.url, 'admin', 'admin');
      const byLink = await browser.fetch('/logout/', { redirect: 'manual' });
      expect(byLink.status).toBe(405);
      expect(byLink.headers.get('allow')).toBe('POST');
      expect((await browser.fetch('/api/v1/me/')).status).toBe(200);

      const crossSite = await browser.fetch('/logout/', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
      });
      expect(crossSite.status).toBe(400);
      expect((await browser.fetch('/api/v1/me/')).status).toBe(200);

      const loggedOut = await browser.fetch('/logout/', { method: 'POST', headers: { 'X-CSRFToken': await csrfToken(browser) } });
      expect(loggedOut.status).toBe(200);
      expect((await browser.fetch('/api/v1/me/')).status).toBe(401);
    });
  });

  describe('the log beacon', () => {
    function beacon(browser: BrowserSession, eventName: string, csrf?: string) {
      const form = new FormData();
      form.set('events', JSON.stringify([{ event_name: eventName, ts: Date.now() }]));
      if (csrf !== undefined) form.set('csrf_token', csrf);
      return browser.fetch('/superset/log/?explode=events', { method: 'POST', body: form });
    }

    it('refuses a cross-site form post without the CSRF token and logs nothing; the SPA sends the token in the form', async () => {
      const browser = await browserSession(app.url, 'admin', 'admin');
      expect((await beacon(browser, 'forged-by-another-site')).status).toBe(400);
      expect((await beacon(browser, 'forged-with-a-wrong-token', 'not-the-token')).status).toBe(400);
      expect((await beacon(browser, 'sent-by-the-spa', await csrfToken(browser))).status).toBe(200);

      const q = encodeURIComponent('(filters:!((col:action,opr:eq,value:log)),page_size:100)');
      const eventNames = (body: { result?: { json: unknown }[] }) =>
        (body.result ?? []).map((row) => (typeof row.json === 'string' ? JSON.parse(row.json) : row.json).event_name as string);
      const list = await eventually(
        () => admin.get(`/api/v1/log/?q=${q}`),
        (r) => eventNames(r.body).includes('sent-by-the-spa'),
      );
      expect(eventNames(list.body)).toContain('sent-by-the-spa');
      expect(eventNames(list.body)).not.toContain('forged-by-another-site');
      expect(eventNames(list.body)).not.toContain('forged-with-a-wrong-token');
    });
  });

  describe('password length', () => {
    it('refuses passwords shorter than 8 characters on create, update and own change, naming the field', async () => {
      const short = await admin.post('/api/v1/security/users/', {
        first_name: 'S',
        last_name: 'P',
        username: 'shortpw',
        email: 'shortpw@example.com',
        password: 'seven77',
        roles: [roleId('Gamma')],
      });
      expect([400, 422]).toContain(short.status);
      expect(short.body.message).toHaveProperty('password');

      const user = await createUser('lengthy');
      const update = await admin.put(`/api/v1/security/users/${user.id}`, { password: 'short' });
      expect([400, 422]).toContain(update.status);
      expect(update.body.message).toHaveProperty('password');

      const own = await (await ApiSession.login(app.url, user.username, PASSWORD)).put('/api/v1/me/', { password: 'tiny' });
      expect([400, 422]).toContain(own.status);
      expect(own.body.message).toHaveProperty('password');
      expect((await loginTokens(app.url, user.username)).status).toBe(200);
    });
  });
});

describe('login throttle behind a trusted proxy', () => {
  let app: HttpTestApp;

  beforeAll(async () => {
    app = await startHttpTestApp({ auth: { passwordMinLength: 8, trustedProxies: ['127.0.0.1', '::1'] } });
  });
  afterAll(() => app.stop());

  const attempt = (username: string, client: string) => loginTokens(app.url, username, 'not-the-password', { 'x-forwarded-for': client });

  it('counts failures per forwarded client address', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('admin', '198.51.100.1')).status).toBe(401);
    expect((await attempt('admin', '198.51.100.1')).status).toBe(429);
    expect((await attempt('admin', '198.51.100.2')).status).toBe(401);
    expect((await loginTokens(app.url, 'admin', 'admin', { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
  });

  it('stops one client address that fails across many usernames, and only that one', async () => {
    for (let i = 0; i < 30; i += 1) expect((await attempt(`nobody${i}`, '198.51.100.3')).status).toBe(401);
    expect((await attempt('someone-else', '198.51.100.3')).status).toBe(429);
    expect((await attempt('someone-else', '198.51.100.4')).status).toBe(401);
  });
});

/**
 * Two gateway replicas sharing what cluster mode shares: the metadata database and Redis. Each has
 * its own user and permission caches, so only the shared record can tell one about the other's change.
 */
describe('two gateway replicas on Redis', () => {
  let replicas: GatewayReplicas;
  let first: RunningGateway;
  let second: RunningGateway;

  beforeAll(async () => {
    replicas = await startGatewayReplicasOnRedis();
    ({ first, second } = replicas);
  });
  afterAll(async () => {
    await replicas?.stop();
  });

  it('refuses on one replica, at once, a token revoked through the other', async () => {
    const admin = await ApiSession.login(first.url, 'admin', 'admin');
    const gamma = (await roleIds(admin))('Gamma');
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'R',
      last_name: 'P',
      username: 'replicated',
      email: 'replicated@example.com',
      password: PASSWORD,
      roles: [gamma],
    });
    expect(created.status).toBe(201);
    const tokens = await tokensOf(first.url, 'replicated');
    // The second replica now holds the user in its cache.
    expect((await asBearer(second.url, tokens.access)).status).toBe(200);
    expect((await admin.put(`/api/v1/security/users/${created.body.id}`, { password: 'changed-on-the-first' })).status).toBe(200);
    expect((await asBearer(second.url, tokens.access)).status).toBe(401);
    expect((await refresh(second.url, tokens.refresh)).status).toBe(401);
  });

  it('rotates refresh tokens across replicas: a token used on one cannot be used again on the other', async () => {
    const tokens = await tokensOf(first.url, 'admin', 'admin');
    expect((await refresh(first.url, tokens.refresh)).status).toBe(200);
    expect((await refresh(second.url, tokens.refresh)).status).toBe(401);
  });

  it('counts failed logins spread over both replicas together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await loginTokens(i % 2 ? second.url : first.url, 'admin', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
