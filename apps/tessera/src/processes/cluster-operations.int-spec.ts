import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '@tessera/platform';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';
import { seedDataset } from '../testing/dataset-seed';
import { ancestorsOf, startOtlpReceiver, type OtlpReceiver } from '../testing/otlp-receiver';

const SERVICES = ['chart-data-service', 'dashboard-service', 'sql-service', 'report-service', 'log-service', 'tag-service'];
const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/**
 * What an operator sees on the first `kubectl apply`: every process of the cluster started at the same
 * moment on a PostgreSQL without Tessera's database, traced into one OTLP collector; then the failures
 * a cluster lives through (a minor service gone, the gateway's pod terminated under load).
 */
describe('cluster mode in operation', () => {
  const base = loadConfig();
  const databaseName = `tessera_ops_${randomBytes(4).toString('hex')}`;
  const metadataUrl = Object.assign(new URL(base.databaseUrl), { pathname: `/${databaseName}` }).toString();
  const processes = new Map<string, SpawnedProcess>();
  const healthPorts = new Map<string, number>();
  let receiver: OtlpReceiver;
  let gatewayUrl = '';
  let admin: ApiSession;
  let warehouseId = 0;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const env = {
      TESSERA_MODE: 'cluster',
      TESSERA_DATABASE_URL: metadataUrl,
      TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
      TESSERA_LOG_LEVEL: 'warn',
      TESSERA_LOAD_EXAMPLES: 'false',
      TESSERA_OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    };
    const gatewayPort = await freePort();
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    // All at once, as a Deployment rollout starts them: no process waits for another to create the database.
    for (const app of SERVICES) {
      const port = await freePort();
      healthPorts.set(app, port);
      processes.set(app, spawnNode(`apps/${app}/dist/main.js`, { ...env, TESSERA_HEALTH_PORT: String(port) }));
    }
    processes.set('gateway', spawnNode('apps/gateway/dist/main.js', { ...env, TESSERA_PORT: String(gatewayPort) }));
    await Promise.all([
      ...SERVICES.map((app) => waitForUrl(`http://127.0.0.1:${healthPorts.get(app)}/ready`, processes.get(app)!, 90_000)),
      waitForUrl(`${gatewayUrl}/ready`, processes.get('gateway')!, 90_000),
    ]);
    admin = await ApiSession.login(gatewayUrl, 'admin', 'admin');
    const warehouse = await admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: WAREHOUSE,
      expose_in_sqllab: true,
    });
    expect(warehouse.status).toBe(201);
    warehouseId = warehouse.body.id;
  }, 150_000);

  afterAll(async () => {
    await Promise.all([...processes.values()].map((process) => process.stop(5_000)));
    await receiver?.close();
    const server = new Client({ connectionString: Object.assign(new URL(base.databaseUrl), { pathname: '/postgres' }).toString() });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await server.end();
  });

  it('comes up on the first try when every process starts at once on a fresh database name', async () => {
    for (const [name, process] of processes) expect({ name, exitCode: process.child.exitCode }).toEqual({ name, exitCode: null });
    const verbose = (await (await fetch(`${gatewayUrl}/ready?verbose`)).json()) as { services: Record<string, string> };
    expect(verbose.services).toEqual({ charts: 'ok', dashboards: 'ok', logs: 'ok', reports: 'ok', sql: 'ok', tags: 'ok' });
  });

  it('follows one chart query from the gateway over NATS into the chart-data process and on to the warehouse', async () => {
    const datasetId = await seedDataset(metadataUrl, {
      databaseId: warehouseId,
      tableName: 'traced_series',
      sql: 'SELECT generate_series(1, 3) AS x',
      columns: [{ name: 'x', type: 'INTEGER' }],
    });
    const traceId = randomBytes(16).toString('hex');
    const response = await admin.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-b7ad6b7169203331-01` },
      body: JSON.stringify({
        datasource: { id: datasetId, type: 'table' },
        force: true,
        queries: [{ columns: ['x'], metrics: [] }],
        result_format: 'json',
        result_type: 'full',
      }),
    });
    expect(response.status).toBe(200);
    const trace = await receiver.traceWith(traceId, [
      /^POST \/api\/v1\/chart\/data$/,
      /^charts\.data\.query$/,
      /^warehouse query$/,
      /^metadata SELECT$/,
      /^redis /,
    ]);
    const http = trace.find((span) => span.name === 'POST /api/v1/chart/data');
    expect(http).toMatchObject({ service: 'tessera-gateway', parentSpanId: 'b7ad6b7169203331' });
    const handler = trace.find((span) => span.name === 'charts.data.query' && span.service === 'tessera-charts');
    expect(ancestorsOf(handler, trace)).toContain('POST /api/v1/chart/data');
    const warehouse = trace.find((span) => span.name === 'warehouse query');
    expect(warehouse?.service).toBe('tessera-charts');
    expect(ancestorsOf(warehouse, trace)).toEqual(expect.arrayContaining(['charts.data.query', 'POST /api/v1/chart/data']));
    // The handler's reads of the metadata store (the dataset) and of Redis (the shared result cache) hang under it too.
    const metadata = trace.find((span) => /^metadata SELECT$/.test(span.name) && span.service === 'tessera-charts');
    expect(ancestorsOf(metadata, trace)).toEqual(expect.arrayContaining(['charts.data.query', 'POST /api/v1/chart/data']));
    const redis = trace.find((span) => /^redis [A-Z]+$/.test(span.name) && span.service === 'tessera-charts');
    expect(ancestorsOf(redis, trace)).toContain('charts.data.query');
  });

  it('keeps the gateway ready and every other route working once the tag service is killed', async () => {
    processes.get('tag-service')!.child.kill('SIGKILL');
    let services: Record<string, string> = {};
    for (let attempt = 0; attempt < 60 && services.tags !== 'unavailable'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      services = ((await (await fetch(`${gatewayUrl}/ready?verbose`)).json()) as { services: Record<string, string> }).services;
    }
    expect(services).toEqual({ charts: 'ok', dashboards: 'ok', logs: 'ok', reports: 'ok', sql: 'ok', tags: 'unavailable' });
    expect((await fetch(`${gatewayUrl}/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${gatewayUrl}/metrics`)).text();
    expect(metrics).toContain('tessera_service_ready{service="tags"} 0');

    const pages = [
      '/api/v1/me/',
      '/api/v1/dashboard/',
      '/api/v1/chart/',
      '/api/v1/dataset/',
      '/api/v1/database/',
      '/api/v1/saved_query/',
      '/api/v1/report/',
      '/api/v1/log/recent_activity/',
    ];
    const statuses = await Promise.all(pages.map(async (page) => `${page} ${(await admin.get(page)).status}`));
    expect(statuses).toEqual(pages.map((page) => `${page} 200`));
    const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'without tags' });
    expect(dashboard.status).toBe(201);
    const query = await admin.post('/api/v1/sqllab/execute/', { client_id: 'notags1', database_id: warehouseId, sql: 'SELECT 1 AS fine' });
    expect(query.body).toMatchObject({ data: [{ fine: 1 }] });
  });

  it('answers all 20 requests in flight when the gateway receives SIGTERM, then exits 0', async () => {
    const gateway = processes.get('gateway')!;
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      admin.post('/api/v1/sqllab/execute/', {
        client_id: `drain${randomBytes(2).toString('hex')}${index}`,
        database_id: warehouseId,
        sql: 'SELECT pg_sleep(0.5), 1 AS answered',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => gateway.child.once('exit', (code) => resolve(code)));
    gateway.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${gatewayUrl}/ready`);
    expect(ready.status).toBe(503);
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => (answer.status === 200 ? 200 : answer.body))).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.body.data?.[0]?.answered === 1)).toBe(true);
    expect(await exited).toBe(0);
  }, 60_000);
});
