import { createServer } from 'node:net';
import { CHART_DATA_SOCKET_PATH } from '@tessera/contracts';
import { loadConfig } from '@tessera/platform';
import WebSocket from 'ws';
import { browserSession } from '../testing/browser-session';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What an operator scrapes: metrics on the internal port only, warehouse statements by database and outcome. */
describe('operator metrics', () => {
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    app = await startHttpTestApp({ http: { ...loadConfig().http, port: 0, metricsPort: await freePort() }, slowQuerySeconds: 0.2 });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('serves /metrics only on the internal port', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    expect(app.gateway.metricsUrl).not.toContain(app.url);
    const scraped = await fetch(app.gateway.metricsUrl);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('tessera_http_requests_total');
  });

  it('counts warehouse statements by database and outcome', async () => {
    const created = await admin.post('/api/v1/database/', {
      database_name: `metrics_${Date.now()}`,
      sqlalchemy_uri: PG,
      expose_in_sqllab: true,
    });
    expect(created.status).toBe(201);
    const ok = await admin.post('/api/v1/sqllab/execute/', {
      client_id: `m${Date.now().toString(36)}a`,
      database_id: created.body.id,
      sql: 'SELECT pg_sleep(0.3), 1 AS one',
    });
    expect(ok.status).toBe(200);
    const failed = await admin.post('/api/v1/sqllab/execute/', {
      client_id: `m${Date.now().toString(36)}b`,
      database_id: created.body.id,
      sql: 'SELECT * FROM no_such_table_for_metrics',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const text = await (await fetch(app.gateway.metricsUrl)).text();
    const name = created.body.result.database_name;
    expect(text).toMatch(
      new RegExp(`tessera_warehouse_query_seconds_count\\{database="${name}",engine="postgresql",outcome="ok"\\} [1-9]`),
    );
    expect(text).toMatch(new RegExp(`tessera_warehouse_query_seconds_count\\{database="${name}",engine="postgresql",outcome="error"\\} 1`));
  });

  it('counts failed logins and open chart-data sockets', async () => {
    const failed = await fetch(`${app.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'not-the-password', provider: 'db' }),
    });
    expect(failed.status).toBe(401);
    const browser = await browserSession(app.url);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}${CHART_DATA_SOCKET_PATH}`, {
      headers: { cookie: browser.cookieHeader() },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const text = await (await fetch(app.gateway.metricsUrl)).text();
    socket.close();
    expect(text).toMatch(/^tessera_login_failures_total [1-9]/m);
    expect(text).toContain(`tessera_websocket_connections{path="${CHART_DATA_SOCKET_PATH}"} 1`);
  });
});
