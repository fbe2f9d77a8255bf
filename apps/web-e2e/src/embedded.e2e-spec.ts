import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchCspViolations } from './support/csp-violations';
import { startTessera, type TesseraProcess } from './support/tessera-process';
import { adminApi, type AdminApi } from './support/admin-api';

/** The SDK's browser build (UMD: it defines `window.supersetEmbeddedSdk`). */
const SDK_BUNDLE = path.join(require.resolve('@superset-ui/embedded-sdk/package.json'), '..', 'bundle', 'index.js');

/** The host page: it loads the SDK and embeds the dashboard, asking its own backend for guest tokens. */
function hostPage(supersetDomain: string, uuid: string): string {
  return `<!doctype html>
<html>
  <head><title>Host application</title><script src="/sdk.js"></script></head>
  <body>
    <h1>Host application</h1>
    <div id="dashboard" style="width: 1300px; height: 900px"></div>
    <script>
      const mountPoint = document.getElementById('dashboard');
      supersetEmbeddedSdk
        .embedDashboard({
          id: ${JSON.stringify(uuid)},
          supersetDomain: ${JSON.stringify(supersetDomain)},
          mountPoint,
          fetchGuestToken: () => fetch('/guest-token').then((response) => response.json()).then((body) => body.token),
          dashboardUiConfig: { hideTitle: true, filters: { expanded: true } },
        })
        .then(() => { document.querySelector('#dashboard iframe').style.cssText = 'width: 100%; height: 100%'; });
    </script>
  </body>
</html>`;
}

interface HostServer {
  origin: string;
  tokensIssued: () => number;
  close: () => Promise<void>;
}

/** A tiny host application on a free port: the page, the SDK file, and a guest-token endpoint. */
async function startHost(tessera: string, uuid: string): Promise<HostServer> {
  let issued = 0;
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(tessera, uuid));
      } else if (request.url === '/sdk.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(SDK_BUNDLE));
      } else if (request.url === '/guest-token') {
        const api = await adminApi(tessera);
        const grant = await api<{ token: string }>('POST', '/api/v1/security/guest_token/', {
          user: { username: 'host_user', first_name: 'Host', last_name: 'User' },
          resources: [{ type: 'dashboard', id: uuid }],
          rls: [],
        });
        issued += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: grant.token }));
      } else {
        response.writeHead(404).end();
      }
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokensIssued: () => issued,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The example dashboards are created in the background after the first start. */
async function exampleDashboardId(api: AdminApi, slug: string): Promise<number> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const found = await api<{ result: { id: number; slug: string }[] }>(
      'GET',
      `/api/v1/dashboard/?q=(filters:!((col:slug,opr:eq,value:${slug})))`,
    );
    const dashboard = found.result.find((candidate) => candidate.slug === slug);
    if (dashboard) return dashboard.id;
    if (Date.now() > deadline) throw new Error(`the example dashboard ${slug} did not appear within 150 s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function embeddedFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('#dashboard iframe');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the SDK mounted no iframe');
  return frame;
}

describe('a dashboard embedded in a host page with @superset-ui/embedded-sdk', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let api: AdminApi;
  let host: HostServer;
  let stranger: HostServer;
  let salesId: number;
  let worldId: number;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_EXAMPLES_SCALE: '0.05' } });
    browser = await launchBrowser();
    api = await adminApi(tessera.url);
    salesId = await exampleDashboardId(api, 'sales');
    worldId = await exampleDashboardId(api, 'world_health');
    // The embedding's uuid exists before the host's origin is known: allow it once the host runs.
    const { result } = await api<{ result: { uuid: string } }>('POST', `/api/v1/dashboard/${salesId}/embedded`, { allowed_domains: [] });
    host = await startHost(tessera.url, result.uuid);
    stranger = await startHost(tessera.url, result.uuid);
    await api('PUT', `/api/v1/dashboard/${salesId}/embedded`, { allowed_domains: [host.origin] });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await stranger?.close();
    await tessera?.stop();
  });

  it('shows the charts with their data through the guest token, without the title or the app navigation', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    // The frame's policy names the host as an allowed ancestor, so framing and the app raise no violation.
    const csp = await watchCspViolations(context);
    const page = await context.newPage();
    const guestCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${tessera.url}/api/`) && request.headers()['x-guesttoken'])
        guestCalls.push(new URL(request.url()).pathname);
    });
    // Chart queries travel on the dashboard's chart-data socket, authenticated by the guest token sent on it.
    const socketFrames: { type: string; guest_token?: string }[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/ws/chart-data'))
        socket.on('framesent', ({ payload }) => socketFrames.push(JSON.parse(String(payload)) as { type: string }));
    });
    await page.goto(host.origin);
    const frame = await embeddedFrame(page);

    // The pie chart draws its slices as SVG paths from the example sales data.
    const pie = frame.getByRole('region', { name: 'Revenue by Product Line' });
    await pie.locator('svg path').first().waitFor({ timeout: 60_000 });
    expect(await pie.locator('svg path').count()).toBeGreaterThan(1);
    await frame.getByRole('region', { name: 'Order Lines by Status' }).getByRole('columnheader').first().waitFor();

    // hideTitle: the dashboard's title bar is left out; the app's navigation is never there.
    await expect(frame.getByRole('heading', { level: 1, name: 'Sales Dashboard', includeHidden: true }).count()).resolves.toBe(0);
    await expect(frame.getByRole('navigation').count()).resolves.toBe(0);
    // A guest gets no editing: the filter bar is there without its config entry (the header's actions go with the title here).
    await expect(frame.getByRole('button', { name: 'Add/Edit Filters' }).count()).resolves.toBe(0);
    await frame.getByLabel('Filters').getByText('Product line').waitFor();

    expect(host.tokensIssued()).toBeGreaterThanOrEqual(1);
    expect(guestCalls).toEqual(
      expect.arrayContaining(['/api/v1/embedded_dashboard/' + (await embeddingUuid()), `/api/v1/dashboard/${salesId}`]),
    );
    expect(socketFrames[0]).toEqual({ type: 'auth', guest_token: expect.stringMatching(/.{20,}/) });
    expect(socketFrames.filter((frame) => frame.type === 'query').length).toBeGreaterThanOrEqual(5);
    expect(csp.violations).toEqual([]);
  });

  it('gives the guest nothing beyond the embedded dashboard', async () => {
    const { token } = (await (await fetch(`${host.origin}/guest-token`)).json()) as { token: string };
    const asGuest = (route: string) => fetch(`${tessera.url}${route}`, { headers: { 'x-guesttoken': token } });
    expect((await asGuest(`/api/v1/dashboard/${salesId}`)).status).toBe(200);
    expect([403, 404]).toContain((await asGuest(`/api/v1/dashboard/${worldId}`)).status);
    expect([403, 404]).toContain((await asGuest(`/api/v1/dashboard/${worldId}/charts`)).status);
  });

  it('refuses to be framed by a page outside the allowed domains', async () => {
    const page = await (await browser.newContext()).newPage();
    const framed = page.waitForResponse((response) => response.url().startsWith(`${tessera.url}/embedded/`));
    await page.goto(stranger.origin);
    expect((await framed).status()).toBe(403);
  });

  it('tells a visitor who opens an embedding directly that a guest token is missing', async () => {
    // Without allowed domains any parent, or none, may load the page; it still shows nothing without a token.
    const { result } = await api<{ result: { uuid: string } }>('POST', `/api/v1/dashboard/${worldId}/embedded`, { allowed_domains: [] });
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${tessera.url}/embedded/${result.uuid}`);
    await page.getByText('Guest token missing').waitFor();
    await expect(page.getByRole('region').count()).resolves.toBe(0);
  });

  async function embeddingUuid(): Promise<string> {
    return (await api<{ result: { uuid: string } }>('GET', `/api/v1/dashboard/${salesId}/embedded`)).result.uuid;
  }
});
