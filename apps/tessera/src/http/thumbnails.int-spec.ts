import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { eventually } from '../testing/eventually';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { decodePng, drawnShare, PNG_SIGNATURE } from '../testing/png-pixels';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const RENDER_WAIT_MS = 90_000;

/** A port nobody listens on now: the app must know its own address (where Chromium opens it) before it starts. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function onePieDashboard(chartId: number): string {
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    [`CHART-${chartId}`]: {
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId, width: 6, height: 50 },
    },
  });
}

/**
 * Chart and dashboard thumbnails and screenshots through HTTP, with the THUMBNAILS flag on: the report
 * service draws them in headless Chromium as the requesting user, caches them by digest, and gives
 * them only to that user.
 */
describe('thumbnails and screenshots', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let alpha: ApiSession;
  let gamma: ApiSession;
  let pg: Client;
  let chartId: number;
  let dashboardId: number;
  const schema = `thumbs_${process.pid}`;

  /** Asks until the picture is there (200), each answer before it a 202; returns the last answer. */
  async function whenDrawn(session: ApiSession, path: string): Promise<Response> {
    const until = Date.now() + RENDER_WAIT_MS;
    for (;;) {
      const response = await session.fetch(path, { redirect: 'manual' });
      if (response.status !== 202 || Date.now() > until) return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function thumbnailUrl(session: ApiSession, resource: 'chart' | 'dashboard', id: number): Promise<string> {
    const list = await session.get(`/api/v1/${resource}/?q=(page_size:100)`);
    expect(list.status).toBe(200);
    return list.body.result.find((row: { id: number }) => row.id === id).thumbnail_url;
  }

  beforeAll(async () => {
    const port = await freePort();
    pg = new Client({ connectionString: PG });
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE TABLE ${schema}.sales (region text, amount int)`);
    await pg.query(`INSERT INTO ${schema}.sales VALUES ('north', 10), ('south', 20), ('east', 35), ('west', 5)`);
    app = await startHttpTestApp(
      {
        featureFlags: { THUMBNAILS: true, ENABLE_DASHBOARD_SCREENSHOT_ENDPOINTS: true },
        reports: { tickSeconds: 300, catchUpSeconds: 3600, publicUrl: `http://127.0.0.1:${port}`, chromiumPath: '/usr/bin/chromium' },
      },
      { port },
    );
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
    const roleId = (name: string) => roles.body.result.find((role: { name: string }) => role.name === name).id;
    for (const [username, role] of [
      ['thumb_alpha', 'Alpha'],
      ['thumb_gamma', 'Gamma'],
    ]) {
      const created = await admin.post('/api/v1/security/users/', {
        first_name: username,
        last_name: 'User',
        username,
        email: `${username}@example.com`,
        password: `${username}-password`,
        roles: [roleId(role)],
      });
      expect(created.status).toBe(201);
    }
    alpha = await ApiSession.login(app.url, 'thumb_alpha', 'thumb_alpha-password');
    gamma = await ApiSession.login(app.url, 'thumb_gamma', 'thumb_gamma-password');

    const database = await admin.post('/api/v1/database/', { database_name: 'thumbnails pg', sqlalchemy_uri: PG });
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'sales' });
    const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Sales by region',
      viz_type: 'pie',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${dataset.body.id}__table`, viz_type: 'pie', groupby: ['region'], metric, row_limit: 100 }),
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
    const dashboard = await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Sales board',
      published: true,
      position_json: onePieDashboard(chartId),
    });
    dashboardId = dashboard.body.id;
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await pg?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pg?.end();
  });

  it("draws a chart's thumbnail once, as a real PNG of the chart, from the address the chart list gives", async () => {
    const url = await thumbnailUrl(admin, 'chart', chartId);
    expect(url).toMatch(new RegExp(`^/api/v1/chart/${chartId}/thumbnail/[0-9a-f]{32}/$`));
    // Asked for four times at once: every answer says it is being drawn, and one render serves them all.
    const first = await Promise.all([1, 2, 3, 4].map(() => admin.get(url)));
    for (const answer of first) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ task_status: 'Computing', task_updated_at: expect.any(String) });
    }
    const drawn = await whenDrawn(admin, url);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await drawn.arrayBuffer());
    // To look at the picture: TESSERA_KEEP_THUMBNAIL=/some/file.png
    if (process.env.TESSERA_KEEP_THUMBNAIL) writeFileSync(process.env.TESSERA_KEEP_THUMBNAIL, png);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(5_000);
    const pixels = decodePng(png);
    // The chart as Explore draws it in an 800 px window.
    expect(pixels.width).toBeLessThanOrEqual(800);
    expect(pixels.width).toBeGreaterThan(300);
    expect(drawnShare(pixels)).toBeGreaterThan(0.03);
    // Cached: the same bytes again.
    const again = await admin.fetch(url);
    expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(true);
  }, 120_000);

  it('sends a stale digest to the current one, and a changed chart gets a new digest', async () => {
    const current = await thumbnailUrl(admin, 'chart', chartId);
    const stale = await admin.fetch(`/api/v1/chart/${chartId}/thumbnail/${'0'.repeat(32)}/`, { redirect: 'manual' });
    expect(stale.status).toBe(302);
    expect(new URL(stale.headers.get('location') as string, app.url).pathname).toBe(current);
    expect((await admin.put(`/api/v1/chart/${chartId}`, { description: 'Changed' })).status).toBe(200);
    expect(await thumbnailUrl(admin, 'chart', chartId)).not.toBe(current);
  });

  it("refuses a user who may not read the chart, and never gives one user another's picture", async () => {
    const adminUrl = await thumbnailUrl(admin, 'chart', chartId);
    expect((await gamma.get(adminUrl)).status).toBe(404);
    expect((await gamma.get(`/api/v1/chart/${chartId}/cache_screenshot/`)).status).toBe(404);
    // Another user who may read it has a digest of their own: the picture shows what they may see.
    const alphaUrl = await thumbnailUrl(alpha, 'chart', chartId);
    expect(alphaUrl).not.toBe(adminUrl);

    const asked = await admin.get(`/api/v1/chart/${chartId}/cache_screenshot/?q=(window_size:!(600,400))`);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      cache_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      chart_url: expect.stringContaining(`/explore/?slice_id=${chartId}`),
      image_url: expect.stringMatching(new RegExp(`/api/v1/chart/${chartId}/screenshot/${asked.body.cache_key}/$`)),
      task_status: 'Computing',
      task_updated_at: expect.any(String),
    });
    const path = new URL(asked.body.image_url).pathname;
    const image = await eventually(
      () => admin.fetch(path),
      (response) => response.status !== 404,
      RENDER_WAIT_MS,
    );
    expect(image.status).toBe(200);
    expect(decodePng(Buffer.from(await image.arrayBuffer())).width).toBeLessThanOrEqual(600);
    expect((await admin.get(`/api/v1/chart/${chartId}/cache_screenshot/?q=(window_size:!(600,400))`)).status).toBe(200);
    expect((await alpha.get(path)).status).toBe(404);
    expect((await gamma.get(path)).status).toBe(404);
  }, 120_000);

  it("draws a dashboard's thumbnail at half size, its first screen, and its screenshot as a PDF", async () => {
    const url = await thumbnailUrl(admin, 'dashboard', dashboardId);
    expect(url).toMatch(new RegExp(`^/api/v1/dashboard/${dashboardId}/thumbnail/[0-9a-f]{32}/$`));
    const drawn = await whenDrawn(admin, url);
    expect(drawn.status).toBe(200);
    const pixels = decodePng(Buffer.from(await drawn.arrayBuffer()));
    expect([pixels.width, pixels.height]).toEqual([800, 600]);
    expect(drawnShare(pixels)).toBeGreaterThan(0.01);

    const asked = await admin.post(`/api/v1/dashboard/${dashboardId}/cache_dashboard_screenshot/`, {});
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ cache_key: expect.any(String), dashboard_url: expect.stringContaining('/superset/dashboard/') });
    const path = `${new URL(asked.body.image_url).pathname}?download_format=pdf`;
    const pdf = await eventually(
      () => admin.fetch(path),
      (response) => response.status !== 404,
      RENDER_WAIT_MS,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await gamma.get(url)).status).toBe(404);
    expect((await admin.get(`/api/v1/dashboard/${dashboardId}/screenshot/${asked.body.cache_key}/?download_format=gif`)).status).toBe(400);
  }, 150_000);
});
