import { request as httpRequest } from 'node:http';
import { loadConfig } from '@tessera/platform';
import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { EXPECTED_ACCESS } from './authorization-matrix.expected';
import { OBJECT_RECIPES } from './authorization-matrix.recipes';
import { DATA_AND_PAGE_RECIPES } from './authorization-matrix.recipes-data';
import { outcomeOf } from './authorization-matrix.runner';
import type { LooseJson } from '../testing/loose-json';

interface Answer {
  status: number;
  body: LooseJson;
  setCookies: string[];
}

/** A request from a chosen local address: 127.0.0.1 is the trusted proxy here, 127.0.0.2 anyone else. */
function send(url: string, path: string, from: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers, localAddress: from }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        const setCookie = response.headers['set-cookie'] ?? [];
        resolve({ status: response.statusCode ?? 0, body, setCookies: setCookie });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const sessionCookie = (answer: Answer) =>
  answer.setCookies.map((header) => header.split(';')[0]).find((pair) => pair.startsWith('session='));

describe('trusted header login (REMOTE_USER behind an authenticating proxy)', () => {
  let app: HttpTestApp;
  beforeAll(async () => {
    const config = loadConfig({
      TESSERA_AUTH_TYPE: 'remote_user',
      TESSERA_TRUSTED_PROXIES: '127.0.0.1',
      TESSERA_AUTH_REMOTE_USER_HEADER: 'X-Forwarded-User',
      TESSERA_AUTH_REMOTE_GROUPS_HEADER: 'X-Forwarded-Groups',
      TESSERA_AUTH_USER_REGISTRATION: 'true',
      TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ analysts: ['Alpha', 'sql_lab'] }),
    });
    app = await startHttpTestApp({ sso: config.sso, auth: config.auth });
  });
  afterAll(() => app?.stop());

  it('logs in the user the trusted proxy names, with a session and roles from the groups header', async () => {
    const answer = await send(app.url, '/api/v1/me/', '127.0.0.1', {
      'x-forwarded-user': 'carol',
      'x-forwarded-groups': 'analysts, others',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result.username).toBe('carol');
    const cookie = sessionCookie(answer);
    expect(cookie).toBeDefined();
    // The session then stands on its own, like a password login's.
    const roles = await send(app.url, '/api/v1/me/roles/', '127.0.0.2', { cookie: cookie! });
    expect(roles.status).toBe(200);
    expect(Object.keys(roles.body.result.roles).sort()).toEqual(['Alpha', 'sql_lab']);
  });

  it('ignores the header from any other address', async () => {
    const answer = await send(app.url, '/api/v1/me/', '127.0.0.2', { 'x-forwarded-user': 'mallory' });
    expect(answer.status).toBe(401);
    expect(sessionCookie(answer)).toBeUndefined();
    const admin = await send(app.url, '/api/v1/me/', '127.0.0.2', { 'x-forwarded-user': 'admin' });
    expect(admin.status).toBe(401);
  });

  it('never lets the header take over a local account', async () => {
    const answer = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'admin' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('The account admin logs in with a local password, not the proxy.');
  });

  it('opens no session on a write, which a cross-site form could send through the proxy', async () => {
    const answer = await send(app.url, '/api/v1/dashboard/', '127.0.0.1', { 'x-forwarded-user': 'dave' }, 'POST');
    expect(answer.status).toBe(401);
    expect(sessionCookie(answer)).toBeUndefined();
  });

  it('switches the session when the proxy names someone else', async () => {
    const first = sessionCookie(await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'erin' }))!;
    const switched = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'frank', cookie: first });
    expect(switched.body.result.username).toBe('frank');
    expect((await send(app.url, '/api/v1/me/', '127.0.0.2', { cookie: first })).status).toBe(401);
  });

  // `/api/v1/me/` is one of the reads the serving front door keeps per person for a couple of seconds.
  it('answers the newly named person at once, though the previous one read the same a moment ago', async () => {
    const gina = sessionCookie(await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'gina' }))!;
    const kept = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'gina', cookie: gina });
    expect(kept.body.result.username).toBe('gina');
    const switched = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'hank', cookie: gina });
    expect(switched.body.result?.username).toBe('hank');
    expect(sessionCookie(switched)).toBeDefined();
  });

  it("never keeps the newly named person's answer as the previous person's", async () => {
    const ivy = sessionCookie(await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'ivy' }))!;
    const switched = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'jack', cookie: ivy });
    expect(switched.body.result.username).toBe('jack');
    // Ivy comes back through the proxy and reads the same within the front door's freshness window.
    const again = sessionCookie(await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'ivy' }))!;
    const read = await send(app.url, '/api/v1/me/', '127.0.0.1', { 'x-forwarded-user': 'ivy', cookie: again });
    expect(read.body.result.username).toBe('ivy');
  });
});

describe('a single-sign-on user under the authorization matrix', () => {
  let app: HttpTestApp;
  beforeAll(async () => {
    const config = loadConfig({
      TESSERA_AUTH_TYPE: 'remote_user',
      TESSERA_TRUSTED_PROXIES: '127.0.0.1',
      TESSERA_AUTH_USER_REGISTRATION: 'true',
      TESSERA_AUTH_REMOTE_GROUPS_HEADER: 'X-Forwarded-Groups',
      TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ staff: ['Gamma'] }),
    });
    app = await startHttpTestApp({ sso: config.sso, auth: config.auth });
  });
  afterAll(() => app?.stop());

  it("is let through or refused exactly as the matrix's Gamma user on every read the matrix calls without parameters", async () => {
    const cookie = sessionCookie(
      await send(app.url, '/api/v1/me/', '127.0.0.1', { 'remote-user': 'grace', 'x-forwarded-groups': 'staff' }),
    )!;
    // The reads the matrix calls as they are (no parameters, no recipe naming its objects).
    const reads = Object.entries(EXPECTED_ACCESS).filter(
      ([route]) => /^GET \/api\/[^:]*$/.test(route) && !(route in OBJECT_RECIPES) && !(route in DATA_AND_PAGE_RECIPES),
    );
    expect(reads.length).toBeGreaterThan(30);
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [route, outcomes] of reads) {
      const answer = await send(app.url, `${route.slice(4)}/`, '127.0.0.2', { cookie });
      observed[route] = outcomeOf(answer.status);
      expected[route] = outcomes.gamma;
    }
    expect(observed).toEqual(expected);
  });
});
