import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, type RunningGateway } from '@tessera/gateway';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { SERVICE_DEFINITIONS } from '../service-definitions';
import { ApiSession } from '../testing/http-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOST = 'https://host.example.com';

/** The policy's directives by name. */
function directives(response: Response): Record<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

describe('security headers on pages, the API and embedded dashboards', () => {
  let harness: ServiceHarness;
  let withWebApp: RunningGateway;
  let webDist: string;
  let admin: ApiSession;
  let restricted: string;
  let open: string;

  beforeAll(async () => {
    harness = await startServicesForTest(SERVICE_DEFINITIONS, {
      secretKey: 'test-secret-key-of-at-least-32-characters',
      loadExamples: false,
    });
    // The gateway serves a built web app from a scratch folder, with a source map left in it.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    withWebApp = await startGateway(harness.runtime, { port: 0, webDist });
    admin = await ApiSession.login(withWebApp.url, 'admin', 'admin');
    const dashboard = async (title: string) =>
      (await admin.post('/api/v1/dashboard/', { dashboard_title: title, published: true })).body.id as number;
    const embed = async (id: number, allowed_domains: string[]) =>
      (await admin.post(`/api/v1/dashboard/${id}/embedded`, { allowed_domains })).body.result.uuid as string;
    restricted = await embed(await dashboard('Framed by one host'), [HOST, 'https://second.example.com:8443/path']);
    open = await embed(await dashboard('Framed anywhere'), []);
  });

  afterAll(async () => {
    await withWebApp?.stop();
    await harness?.stop();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a policy the app runs under, refuses framing, and sends no HSTS', async () => {
    for (const address of ['/', '/superset/dashboard/1/', '/api/v1/chart/', '/login/']) {
      const response = await fetch(`${withWebApp.url}${address}`, { redirect: 'manual' });
      const policy = directives(response);
      expect(policy['frame-ancestors']).toBe("'none'");
      expect(policy['script-src']).toBe("'self'");
      expect(policy['worker-src']).toBe("'self' blob:");
      expect(policy['connect-src']).toBe("'self' ws: wss:");
      expect(policy['img-src']).toBe("'self' data: blob:");
      expect(policy['object-src']).toBe("'none'");
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval');
      expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends them on errors too', async () => {
    const response = await fetch(`${withWebApp.url}/api/v1/chart/1e10`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(response)['frame-ancestors']).toBe("'none'");
  });

  it("lets an embedded dashboard be framed by its allowed domains' origins only, without X-Frame-Options", async () => {
    const framed = await fetch(`${withWebApp.url}/embedded/${restricted}`, { headers: { referer: `${HOST}/reports/` } });
    expect(framed.status).toBe(200);
    // The page names the language its first paint uses (the default, for a visitor without a choice).
    expect(await framed.text()).toBe(INDEX_HTML.replace('<html>', '<html lang="en" data-locale="en">'));
    expect(directives(framed)['frame-ancestors']).toBe(`${HOST} https://second.example.com:8443`);
    expect(directives(framed)['script-src']).toBe("'self'");
    expect(framed.headers.get('x-frame-options')).toBeNull();
    expect(framed.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const refused = await fetch(`${withWebApp.url}/embedded/${restricted}`, { headers: { referer: 'https://evil.example.com/' } });
    expect(refused.status).toBe(403);
    expect(directives(refused)['frame-ancestors']).toBe("'none'");
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets any page frame an embedding without allowed domains, as Superset does', async () => {
    const framed = await fetch(`${withWebApp.url}/embedded/${open}`);
    expect(framed.status).toBe(200);
    expect(directives(framed)['frame-ancestors']).toBe('*');
    expect(framed.headers.get('x-frame-options')).toBeNull();
  });

  it('serves the bundle but never a source map', async () => {
    const script = await fetch(`${withWebApp.url}/assets/index-abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    const map = await fetch(`${withWebApp.url}/assets/index-abc.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });
});
