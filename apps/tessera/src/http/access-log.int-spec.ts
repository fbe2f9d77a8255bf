import { CHART_DATA_SOCKET_PATH } from '@tessera/contracts';
import { startGateway, type RunningGateway } from '@tessera/gateway';
import { JsonLogger } from '@tessera/platform';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import WebSocket from 'ws';
import { SERVICE_DEFINITIONS } from '../service-definitions';
import { browserSession } from '../testing/browser-session';
import { ApiSession } from '../testing/http-test-app';

/** Lines of the access log, however each request was answered: Express, the front door, the socket. */
describe('access log', () => {
  let harness: ServiceHarness;
  let gateway: RunningGateway;
  let admin: ApiSession;
  const lines: Record<string, unknown>[] = [];
  const accessLines = () => lines.filter((line) => line.service === 'access');

  beforeAll(async () => {
    harness = await startServicesForTest(SERVICE_DEFINITIONS, {
      secretKey: 'test-secret-key-of-at-least-32-characters',
      loadExamples: false,
    });
    const logger = new JsonLogger('tessera', 'info', (line) => lines.push(JSON.parse(line)));
    gateway = await startGateway({ ...harness.runtime, logger }, { port: 0 });
    admin = await ApiSession.login(gateway.url, 'admin', 'admin');
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop({ immediate: true });
    await harness?.stop();
  });

  /** The request's line, once the response has closed (the line is written just after). */
  async function lineFor(requestId: string): Promise<Record<string, unknown>> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const line = accessLines().find((entry) => entry.request_id === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no access-log line for ${requestId}`);
  }

  it('writes one line per request with route template, status, duration, bytes, user, request and trace ids', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await admin.fetch('/api/v1/chart/424242', {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, 'x-request-id': 'req-access-0001' },
    });
    expect(response.status).toBe(404);
    const body = await response.text();
    const line = await lineFor('req-access-0001');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/v1/chart/:idOrUuid',
      status: 404,
      user_id: 1,
      trace_id: traceId,
    });
    expect(line.duration_ms).toEqual(expect.any(Number));
    expect(line.bytes as number).toBeGreaterThan(Buffer.byteLength(body));
    expect(JSON.stringify(line)).not.toContain('424242');
    expect(accessLines().filter((entry) => entry.request_id === 'req-access-0001')).toHaveLength(1);
  });

  it('logs refusals and unknown paths without a user', async () => {
    const refused = await fetch(`${gateway.url}/api/v1/me/`, { headers: { 'x-request-id': 'req-access-0002' } });
    expect(refused.status).toBe(401);
    expect(await lineFor('req-access-0002')).toMatchObject({ status: 401, user_id: null, trace_id: null });
    const unknown = await fetch(`${gateway.url}/api/v1/no-such-thing`, { headers: { 'x-request-id': 'req-access-0003' } });
    expect(unknown.status).toBe(404);
    // Unknown paths fall to the page's catch-all route: the line names the route, never the path asked for.
    const line = await lineFor('req-access-0003');
    expect(line).toMatchObject({ status: 404, route: '/{*path}' });
    expect(JSON.stringify(line)).not.toContain('no-such-thing');
  });

  it('logs a read the front door answered from memory as the route Express would name', async () => {
    await admin.fetch('/api/v1/me/', { headers: { 'x-request-id': 'req-access-0004' } });
    const cached = await admin.fetch('/api/v1/me/', { headers: { 'x-request-id': 'req-access-0005' } });
    expect(cached.status).toBe(200);
    const line = await lineFor('req-access-0005');
    expect(line).toMatchObject({ method: 'GET', status: 200, user_id: 1 });
    expect(line.route).toMatch(/^\/api\/v1\/me\/?$/);
  });

  it('writes one line per chart query on the dashboard websocket', async () => {
    const browser = await browserSession(gateway.url);
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}${CHART_DATA_SOCKET_PATH}`, {
      headers: { cookie: browser.cookieHeader() },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reply = new Promise<{ status: number }>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
    socket.send(
      JSON.stringify({ type: 'query', id: 'q-access-1', query_context: { datasource: { id: 424242, type: 'table' }, queries: [{}] } }),
    );
    expect((await reply).status).toBe(404);
    socket.close();
    const line = await lineFor('q-access-1');
    expect(line).toMatchObject({ msg: 'websocket query', method: 'QUERY', route: CHART_DATA_SOCKET_PATH, status: 404, user_id: 1 });
    expect(line.bytes as number).toBeGreaterThan(0);
  });
});
