import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '@tessera/platform';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';
import { seedDataset } from '../testing/dataset-seed';
import { ancestorsOf, startOtlpReceiver, type OtlpReceiver } from '../testing/otlp-receiver';
import { scrape, seriesValue } from '../testing/prometheus-text';

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
      TESSERA_REPORTS_TICK_SECONDS: '1',
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

  it("moves the cache, single-flight, pool, JetStream and report-run series on the services' /metrics", async () => {
    const metricsOf = (app: string) => scrape(`http://127.0.0.1:${healthPorts.get(app)}/metrics`);
    // A database with a two-connection pool that may run editor queries asynchronously (through JOBS_SQL).
    const small = await admin.post('/api/v1/database/', {
      database_name: 'small pool',
      sqlalchemy_uri: WAREHOUSE,
      expose_in_sqllab: true,
      allow_run_async: true,
      extra: JSON.stringify({ engine_params: { pool_size: 2 } }),
    });
    expect(small.status).toBe(201);
    // An alert due at the next minute: its run ends "Not triggered" (0 is not above 10).
    const alert = await admin.post('/api/v1/report/', {
      type: 'Alert',
      name: 'metrics alert',
      crontab: '* * * * *',
      database: small.body.id,
      sql: 'SELECT 0 AS value',
      validator_type: 'operator',
      validator_config_json: { op: '>', threshold: 10 },
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    });
    expect(alert.status).toBe(201);

    // Result cache: the first query misses and writes, the same query again hits and reads.
    const datasetId = await seedDataset(metadataUrl, {
      databaseId: warehouseId,
      tableName: 'slow_series',
      sql: 'SELECT x FROM generate_series(1, 3) AS x CROSS JOIN pg_sleep(0.8)',
      columns: [{ name: 'x', type: 'INTEGER' }],
    });
    const chartQuery = (force: boolean) =>
      admin.post('/api/v1/chart/data', {
        datasource: { id: datasetId, type: 'table' },
        force,
        queries: [{ columns: ['x'], metrics: [] }],
        result_format: 'json',
        result_type: 'full',
      });
    const charts0 = await metricsOf('chart-data-service');
    expect((await chartQuery(false)).status).toBe(200);
    expect((await chartQuery(false)).body.result[0].is_cached).toBe(true);
    // Three identical forced queries at once: one computes, the others join it.
    expect((await Promise.all([chartQuery(true), chartQuery(true), chartQuery(true)])).map((r) => r.status)).toEqual([200, 200, 200]);
    const charts1 = await metricsOf('chart-data-service');
    const moved = (name: string, labels: Record<string, string>) => seriesValue(charts1, name, labels) - seriesValue(charts0, name, labels);
    expect(moved('tessera_chart_data_cache_total', { outcome: 'hit' })).toBe(1);
    // Identical requests may be shared before they reach the service too; those that reach it share one computation.
    expect(moved('tessera_chart_data_cache_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(2);
    expect(moved('tessera_chart_data_cache_bytes_total', { outcome: 'hit' })).toBeGreaterThan(20);
    expect(moved('tessera_chart_data_cache_bytes_total', { outcome: 'miss' })).toBeGreaterThan(40);
    expect(moved('tessera_single_flight_joins_total', { scope: 'process' })).toBeGreaterThanOrEqual(1);
    expect(seriesValue(charts1, 'tessera_warehouse_pool_connections', { database: 'warehouse', state: 'max' })).toBe(5);

    // Six editor queries on a two-connection pool: two run, four wait for a connection.
    const run = (index: number, async: boolean) =>
      admin.post('/api/v1/sqllab/execute/', {
        client_id: `m${async ? 'a' : 's'}${randomBytes(3).toString('hex')}${index}`,
        database_id: small.body.id,
        sql: 'SELECT pg_sleep(1.5), 1 AS answered',
        runAsync: async,
      });
    const sync = Array.from({ length: 6 }, (_, index) => run(index, false));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const busy = await metricsOf('sql-service');
    expect(seriesValue(busy, 'tessera_warehouse_pool_connections', { database: 'small pool', state: 'in_use' })).toBe(2);
    expect(seriesValue(busy, 'tessera_warehouse_pool_waiting', { database: 'small pool' })).toBe(4);
    expect((await Promise.all(sync)).map((answer) => answer.status)).toEqual(Array(6).fill(200));

    // Eight asynchronous queries on workers taking four jobs at a time: four delivered and unacked, four waiting in the stream.
    const submitted = await Promise.all(Array.from({ length: 8 }, (_, index) => run(index, true)));
    expect(submitted.map((answer) => answer.status)).toEqual(Array(8).fill(202));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const queued = await metricsOf('sql-service');
    const consumer = { stream: 'JOBS_SQL', consumer: 'jobs_sql_query-run' };
    expect(seriesValue(queued, 'tessera_jetstream_ack_pending', consumer)).toBeGreaterThanOrEqual(2);
    expect(seriesValue(queued, 'tessera_jetstream_pending', consumer)).toBeGreaterThanOrEqual(2);

    let reports = '';
    for (
      let attempt = 0;
      attempt < 160 && seriesValue(reports, 'tessera_report_runs_total', { state: 'Not triggered' }) < 1;
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      reports = await metricsOf('report-service');
    }
    expect(seriesValue(reports, 'tessera_report_runs_total', { state: 'Not triggered' })).toBe(1);
    // The backlog drains back to zero once the workers are through.
    const backlog = (text: string) =>
      seriesValue(text, 'tessera_jetstream_pending', consumer) + seriesValue(text, 'tessera_jetstream_ack_pending', consumer);
    let idle = await metricsOf('sql-service');
    for (let attempt = 0; attempt < 60 && backlog(idle) > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      idle = await metricsOf('sql-service');
    }
    expect(backlog(idle)).toBe(0);
  }, 120_000);

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
