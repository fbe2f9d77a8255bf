import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from '@tessera/gateway';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOST = 'https://host.example.com';

describe('embedded dashboards: the framed page and the guest-visible embedding', () => {
  let app: HttpTestApp;
  let withWebApp: RunningGateway;
  let webDist: string;
  let admin: ApiSession;
  let restricted: string;
  let open: string;
  let other: string;

  beforeAll(async () => {
    app = await startHttpTestApp();
    // A second gateway on the same services, serving a built web app from a scratch folder.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    withWebApp = await startGateway(app.harness.runtime, { port: 0, webDist });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const dashboard = async (title: string) =>
      (await admin.post('/api/v1/dashboard/', { dashboard_title: title, published: true })).body.id as number;
    const embed = async (id: number, allowed_domains: string[]) =>
      (await admin.post(`/api/v1/dashboard/${id}/embedded`, { allowed_domains })).body.result.uuid as string;
    restricted = await embed(await dashboard('Embedded for one host'), [HOST]);
    open = await embed(await dashboard('Embedded anywhere'), []);
    other = await embed(await dashboard('Embedded elsewhere'), []);
  });

  afterAll(async () => {
    await withWebApp.stop();
    await app.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = (uuid: string, referer?: string) =>
    fetch(`${withWebApp.url}/embedded/${uuid}?uiConfig=9`, { headers: referer ? { referer } : {} });

  it('serves the app to a page on an allowed domain, and refuses every other parent', async () => {
    const allowed = await page(restricted, `${HOST}/reports/sales?tab=2`);
    expect(allowed.status).toBe(200);
    // The page as built, naming its language (English: the test sends no Accept-Language).
    expect(await allowed.text()).toBe(INDEX_HTML.replace('<html>', '<html lang="en" data-locale="en">'));
    expect((await page(restricted, 'https://evil.example.com/')).status).toBe(403);
    expect((await page(restricted, 'http://host.example.com/')).status).toBe(403);
    expect((await page(restricted, 'https://host.example.com:8443/')).status).toBe(403);
    expect((await page(restricted)).status).toBe(403);
  });

  it('lets any parent frame an embedding without allowed domains, and knows no other uuid', async () => {
    expect((await page(open, 'https://anyone.example.org/')).status).toBe(200);
    expect((await page(open)).status).toBe(200);
    expect((await page('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page('not-a-uuid')).status).toBe(404);
  });

  it("tells the guest which dashboard its embedding shows, in Superset's shape, and nothing about others", async () => {
    const grant = await admin.post('/api/v1/security/guest_token/', {
      user: { username: 'viewer' },
      resources: [{ type: 'dashboard', id: restricted }],
      rls: [],
    });
    expect(grant.status).toBe(200);
    const asGuest = (uuid: string) =>
      fetch(`${app.url}/api/v1/embedded_dashboard/${uuid}`, { headers: { 'x-guesttoken': grant.body.token } });

    const mine = await asGuest(restricted);
    expect(mine.status).toBe(200);
    const { result } = (await mine.json()) as { result: { uuid: string; dashboard_id: string; allowed_domains: string[] } };
    expect(result).toMatchObject({ uuid: restricted, allowed_domains: [HOST] });
    const dashboard = await fetch(`${app.url}/api/v1/dashboard/${result.dashboard_id}`, { headers: { 'x-guesttoken': grant.body.token } });
    expect(dashboard.status).toBe(200);
    expect(((await dashboard.json()) as { result: { dashboard_title: string } }).result.dashboard_title).toBe('Embedded for one host');

    expect([403, 404]).toContain((await asGuest(other)).status);
  });
});
