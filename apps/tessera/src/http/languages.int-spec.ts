import { startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/**
 * The user's language over HTTP: the bootstrap's locale is the saved choice, else Accept-Language,
 * else TESSERA_DEFAULT_LOCALE (German here); `PUT /api/v1/me/` and `GET /lang/<locale>` save a choice.
 */
describe('the language a user reads the product in', () => {
  let app: HttpTestApp;
  let token: string;

  beforeAll(async () => {
    app = await startHttpTestApp({ defaultLocale: 'de' });
    const login = await fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(() => app.stop());

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${app.url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });
  const bootstrapLocale = async (acceptLanguage?: string) => {
    const response = await call('/api/v1/common/config/', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
    expect(response.status).toBe(200);
    return ((await response.json()) as { result: { locale: string } }).result.locale;
  };
  const save = (locale: unknown) => call('/api/v1/me/', { method: 'PUT', body: JSON.stringify({ locale }) });

  it("follows the browser's Accept-Language, else the configured default, while the user chose none", async () => {
    await save(null).catch(() => undefined);
    expect(await bootstrapLocale('pt-BR,pt;q=0.9')).toBe('pt_BR');
    expect(await bootstrapLocale('xx-YY')).toBe('de');
    expect(await bootstrapLocale()).toBe('de');
  });

  it('keeps the choice saved with PUT /api/v1/me/ over the browser, and refuses a locale not offered', async () => {
    const saved = await save('ja');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { result: { locale: string } }).result.locale).toBe('ja');
    expect(await bootstrapLocale('fr')).toBe('ja');
    expect(((await (await call('/api/v1/me/')).json()) as { result: { locale: string } }).result.locale).toBe('ja');

    const refused = await save('pt-BR');
    expect(refused.status).toBe(400);
    expect(await bootstrapLocale()).toBe('ja');
  });

  it("saves the choice with Superset's GET /lang/<locale> and goes back to the page it came from", async () => {
    const answer = await call('/lang/ko', { headers: { referer: `${app.url}/chart/list/?page=2` } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/chart/list/?page=2');
    expect(await bootstrapLocale('fr')).toBe('ko');

    const elsewhere = await call('/lang/sk', { headers: { referer: 'https://elsewhere.example/page' } });
    expect(elsewhere.headers.get('location')).toBe('/');
    expect((await call('/lang/xx')).status).toBe(400);
    expect(await bootstrapLocale()).toBe('sk');
  });
});
