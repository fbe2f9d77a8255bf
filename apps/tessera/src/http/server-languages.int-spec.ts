import fs from 'node:fs';
import path from 'node:path';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** A message of a locale's catalogue, so the test reads what translators wrote rather than a copy of it. */
function catalogueText(locale: string, key: string): string {
  const folder = path.dirname(require.resolve('@tessera/i18n/package.json'));
  const message = (JSON.parse(fs.readFileSync(path.join(folder, 'catalogues', `${locale}.json`), 'utf8')) as Record<string, string>)[key];
  if (message === undefined) throw new Error(`${locale}.json has no ${JSON.stringify(key)}`);
  return message;
}

/**
 * The server answers in the user's language: error messages (the gateway's own refusals and those a
 * service writes, which learns the language from the bus envelope), validation messages per
 * constraint and bulk results — while codes, error types and field names stay as clients read them.
 */
describe('server messages in the user’s language over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let alpha: ApiSession;
  let gamma: ApiSession;
  let adminBoard: number;
  const suffix = Date.now().toString(36);

  async function createUser(roleName: string, username: string): Promise<ApiSession> {
    const roles = await admin.get(`/api/v1/security/roles/?q=(filter:${roleName})`);
    const role = roles.body.result.find((r: { name: string }) => r.name === roleName).id;
    const user = await admin.post('/api/v1/security/users/', {
      first_name: username,
      last_name: 'Test',
      username,
      email: `${username}@example.com`,
      password: 'password1',
      roles: [role],
    });
    expect(user.status).toBe(201);
    return ApiSession.login(app.url, username, 'password1');
  }

  /** A request in a language the browser asks for (`Accept-Language`), or none. */
  async function call(session: ApiSession, method: string, route: string, language?: string, body?: unknown) {
    const response = await session.fetch(route, {
      method,
      headers: {
        ...(language ? { 'accept-language': language } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    alpha = await createUser('Alpha', `alpha_lang_${suffix}`);
    gamma = await createUser('Gamma', `gamma_lang_${suffix}`);
    adminBoard = (await admin.post('/api/v1/dashboard/', { dashboard_title: `Board ${suffix}`, published: true })).body.id;
  });

  afterAll(() => app?.stop());

  it('refuses a save of someone else’s dashboard in French, with the text the dashboard service wrote in French', async () => {
    const refused = await call(alpha, 'PUT', `/api/v1/dashboard/${adminBoard}`, 'fr-CH, fr;q=0.9, en;q=0.5', {
      dashboard_title: 'Mine now',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(catalogueText('fr', 'Changing this Dashboard is forbidden'));
    expect(refused.body.message).toBe('La modification de ce tableau de bord est interdite');
  });

  it('answers in the language the user saved, whatever the browser asks for', async () => {
    const french = await createUser('Alpha', `alpha_saved_${suffix}`);
    expect((await french.put('/api/v1/me/', { locale: 'fr' })).status).toBe(200);
    const refused = await call(french, 'PUT', `/api/v1/dashboard/${adminBoard}`, 'en-US,en;q=0.9', { dashboard_title: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(catalogueText('fr', 'Changing this Dashboard is forbidden'));
  });

  it('refuses a route the user has no permission for in French (the gateway’s own 403)', async () => {
    const refused = await call(gamma, 'POST', '/api/v1/database/', 'fr', { database_name: 'x', sqlalchemy_uri: 'postgresql://x/y' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(catalogueText('fr', 'Forbidden'));
  });

  it('answers validation errors in German per constraint, the field names as they are', async () => {
    const invalid = await call(admin, 'PUT', `/api/v1/dashboard/${adminBoard}`, 'de-DE,de;q=0.9', {
      dashboard_title: 'x'.repeat(501),
      colour: 'blue',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual({
      dashboard_title: ['dashboard_title darf höchstens 500 Zeichen lang sein'],
      colour: [catalogueText('de', 'Unknown field.')],
    });
  });

  it('says what a bulk delete did in the language, with its plural', async () => {
    const ids = [];
    for (const title of ['A', 'B']) ids.push((await admin.post('/api/v1/dashboard/', { dashboard_title: `${title} ${suffix}` })).body.id);
    const deleted = await call(admin, 'DELETE', `/api/v1/dashboard/?q=!(${ids.join(',')})`, 'ru');
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Удалены 2 дашборда');
  });

  it('answers in English when no language is asked for, or none Tessera offers', async () => {
    for (const language of [undefined, 'tlh, *;q=0.1']) {
      const refused = await call(alpha, 'PUT', `/api/v1/dashboard/${adminBoard}`, language, { dashboard_title: 'Mine now' });
      expect(refused.body.message).toBe('Changing this Dashboard is forbidden');
      const invalid = await call(admin, 'PUT', `/api/v1/dashboard/${adminBoard}`, language, {
        dashboard_title: 'x'.repeat(501),
        colour: 1,
      });
      expect(invalid.body.message).toEqual({
        dashboard_title: ['dashboard_title must be shorter than or equal to 500 characters'],
        colour: ['Unknown field.'],
      });
      expect((await call(gamma, 'POST', '/api/v1/database/', language, {})).body.message).toBe('Forbidden');
    }
  });
});
