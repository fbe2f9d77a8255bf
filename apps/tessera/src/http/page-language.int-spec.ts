import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from '@tessera/gateway';
import { browserSession } from '../testing/browser-session';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const INDEX_HTML = '<!doctype html>\n<html lang="en">\n<head><title>Tessera</title></head><body><div id="root"></div></body>\n</html>';

/**
 * index.html names the language the app will speak, so the app renders its first screen in it: the
 * user's saved choice, else Accept-Language, else TESSERA_DEFAULT_LOCALE (German here); an embedded
 * dashboard's `?locale=` for its guests.
 */
describe('the language index.html is served in', () => {
  let app: HttpTestApp;
  let withWebApp: RunningGateway;
  let webDist: string;

  beforeAll(async () => {
    app = await startHttpTestApp({ defaultLocale: 'de' });
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    withWebApp = await startGateway(app.harness.runtime, { port: 0, webDist });
  });

  afterAll(async () => {
    await withWebApp?.stop();
    await app?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const htmlTag = async (response: Response) => {
    expect(response.status).toBe(200);
    return /<html[^>]*>/.exec(await response.text())?.[0];
  };

  it("follows the browser's languages, else the default, and says the page varies with them", async () => {
    const french = await fetch(`${withWebApp.url}/superset/welcome/`, { headers: { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' } });
    expect(french.headers.get('vary')).toMatch(/Accept-Language/);
    expect(french.headers.get('vary')).toMatch(/Cookie/);
    expect(await htmlTag(french)).toBe('<html lang="fr" data-locale="fr">');
    expect(await htmlTag(await fetch(`${withWebApp.url}/chart/list/`, { headers: { 'accept-language': 'pt-BR' } }))).toBe(
      '<html lang="pt-BR" data-locale="pt_BR">',
    );
    expect(await htmlTag(await fetch(`${withWebApp.url}/chart/list/`))).toBe('<html lang="de" data-locale="de">');
  });

  it("serves a signed-in user's saved choice over the browser's, changing with the choice", async () => {
    const session = await browserSession(withWebApp.url);
    const page = () => session.fetch('/dashboard/list/', { headers: { 'accept-language': 'fr' } });
    expect(await htmlTag(await page())).toBe('<html lang="fr" data-locale="fr">');
    expect((await session.fetch('/lang/ja', { redirect: 'manual' })).status).toBe(302);
    expect(await htmlTag(await page())).toBe('<html lang="ja" data-locale="ja">');
    expect((await session.fetch('/lang/sl', { redirect: 'manual' })).status).toBe(302);
    expect(await htmlTag(await page())).toBe('<html lang="sl" data-locale="sl">');
    // Another visitor on the same browser languages still gets theirs: nothing is kept across people.
    expect(await htmlTag(await fetch(`${withWebApp.url}/dashboard/list/`, { headers: { 'accept-language': 'fr' } }))).toBe(
      '<html lang="fr" data-locale="fr">',
    );
  });

  it("serves an embedded dashboard in its address's locale when offered, else the browser's", async () => {
    const admin = await ApiSession.login(app.url, 'admin', 'admin');
    const dashboard = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Embedded in Korean', published: true })).body
      .id as number;
    const uuid = (await admin.post(`/api/v1/dashboard/${dashboard}/embedded`, { allowed_domains: [] })).body.result.uuid as string;
    const embedded = (query: string) => fetch(`${withWebApp.url}/embedded/${uuid}${query}`, { headers: { 'accept-language': 'it' } });
    expect(await htmlTag(await embedded('?locale=ko'))).toBe('<html lang="ko" data-locale="ko">');
    expect(await htmlTag(await embedded('?locale=tlh'))).toBe('<html lang="it" data-locale="it">');
  });
});
