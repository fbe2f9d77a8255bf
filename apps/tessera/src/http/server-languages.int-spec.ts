import fs from 'node:fs';
import path from 'node:path';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import type { LooseJson } from '../testing/loose-json';

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
    return { status: response.status, body: (await response.json()) as LooseJson };
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

  it('answers a layout that breaks the rules in Japanese, the field and the path inside it as they are', async () => {
    const invalid = await call(admin, 'PUT', `/api/v1/dashboard/${adminBoard}`, 'ja', {
      json_metadata: JSON.stringify({ native_filter_configuration: {} }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual({
      json_metadata: [`native_filter_configuration: ${catalogueText('ja', 'must be a list')}`],
    });
    expect(invalid.body.message.json_metadata[0]).toBe('native_filter_configuration: リストである必要があります');
  });

  it('answers a missing report in Japanese and a tag name already taken in French (404 and 409 of two services)', async () => {
    const missing = await call(admin, 'GET', '/api/v1/report/999999', 'ja');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(catalogueText('ja', 'Report Schedule not found.'));
    const name = `taken_${suffix}`;
    expect((await admin.post('/api/v1/tag/', { name })).status).toBe(201);
    const clash = await call(admin, 'POST', '/api/v1/tag/', 'fr', { name });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(`Une étiquette nommée « ${name} » existe déjà`);
  });

  it('answers a list query naming unknown fields in Japanese, with the plural the count asks for', async () => {
    const invalid = await call(admin, 'GET', '/api/v1/chart/?q=(colour:1,shade:2)', 'ja');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('無効な rison スキーマです: 不明なフィールド "colour", "shade"');
    const russian = await call(admin, 'GET', '/api/v1/chart/?q=(colour:1,shade:2)', 'ru');
    expect(russian.body.message).toBe('Недопустимая схема rison: неизвестные поля "colour", "shade"');
    const english = await call(admin, 'GET', '/api/v1/chart/?q=(colour:1)');
    expect(english.body.message).toBe('Not a valid rison schema: unknown field "colour"');
  });

  it('refuses a time range that ends before it starts in German, the query engine’s reason inside the time range answer', async () => {
    const reversed = await call(admin, 'GET', `/api/v1/time_range/?q=${encodeURIComponent("'2020-02-01 : 2020-01-01'")}`, 'de');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ message: 'Unerwarteter Zeitraum: Das Startdatum darf nicht nach dem Enddatum liegen' });
  });

  describe('the SQL editor', () => {
    let exposed: number;
    let hidden: number;

    beforeAll(async () => {
      const database = async (name: string, exposeInSqlLab: boolean) => {
        const created = await admin.post('/api/v1/database/', {
          database_name: `${name}_${suffix}`,
          sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
          expose_in_sqllab: exposeInSqlLab,
        });
        expect(created.status).toBe(201);
        return created.body.id as number;
      };
      exposed = await database('lang_sqllab', true);
      hidden = await database('lang_hidden', false);
    });

    const execute = (language: string, fields: Record<string, unknown>) =>
      call(admin, 'POST', '/api/v1/sqllab/execute/', language, { client_id: `l${Math.random().toString(36).slice(2, 10)}`, ...fields });

    it('names an undefined template parameter in French, keeping Superset’s error type and extra', async () => {
      const missing = await execute('fr', {
        database_id: exposed,
        sql: 'SELECT {{ regin }}',
        templateParams: JSON.stringify({ region: 'EMEA' }),
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveLength(1);
      const [error] = missing.body.errors;
      expect(error.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
      expect(error.extra.undefined_parameters).toEqual(['regin']);
      expect(error.message).toBe(
        'Le paramètre "regin" de votre requête n’est pas défini. Vouliez-vous dire "region" au lieu de « regin » ? ' +
          catalogueText(
            'fr',
            'Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.',
          ),
      );
    });

    it('refuses a second database of the same name in French (the chart-data service’s field message)', async () => {
      const taken = await call(admin, 'POST', '/api/v1/database/', 'fr', {
        database_name: `lang_sqllab_${suffix}`,
        sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      });
      expect(taken.status).toBe(422);
      expect(taken.body.message).toEqual({ database_name: ['Une base de données portant le même nom existe déjà.'] });
    });

    it('refuses a data-changing statement in Japanese (the SQL guard’s message), the error type as Superset names it', async () => {
      const refused = await execute('ja', { database_id: exposed, sql: 'DELETE FROM pg_class' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
      expect(refused.body.errors[0].message).toBe('このデータベースでは SELECT ステートメントだけが許可されています。');
    });

    it('names a metric a chart asks for and its dataset lacks in French (a query engine text rendered by the chart-data service)', async () => {
      const dataset = await admin.post('/api/v1/dataset/', {
        database: exposed,
        table_name: `lang_view_${suffix}`,
        sql: 'SELECT 1 AS one',
      });
      expect(dataset.status).toBe(201);
      const query = {
        datasource: { id: dataset.body.id, type: 'table' },
        queries: [{ metrics: ['nope'], columns: [] }],
        result_format: 'json',
      };
      const french = await call(admin, 'POST', '/api/v1/chart/data', 'fr', query);
      expect(french.status).toBe(400);
      expect(french.body.message).toBe('La métrique « nope » n’existe pas');
      expect((await call(admin, 'POST', '/api/v1/chart/data', undefined, query)).body.message).toBe("Metric 'nope' does not exist");
    });

    it('refuses a database not exposed in SQL Lab in Japanese', async () => {
      const refused = await execute('ja', { database_id: hidden, sql: 'SELECT 1' });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
      expect(refused.body.errors[0].message).toBe(`データベース lang_hidden_${suffix} は SQL Lab に公開されていません。`);
    });
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
