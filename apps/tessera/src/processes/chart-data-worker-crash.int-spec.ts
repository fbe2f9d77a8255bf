import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import { Client } from 'pg';
import { loadConfig } from '@tessera/platform';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';
import { seedDataset } from '../testing/dataset-seed';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';

describe('cluster mode: a chart-data worker dies in the middle of an async job', () => {
  const base = loadConfig();
  const databaseName = `tessera_crash_${randomBytes(4).toString('hex')}`;
  const metadataUrl = Object.assign(new URL(base.databaseUrl), { pathname: `/${databaseName}` }).toString();
  const schema = `tessera_slow_${Date.now()}`;
  const env = {
    TESSERA_MODE: 'cluster',
    TESSERA_DATABASE_URL: metadataUrl,
    TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
    TESSERA_LOG_LEVEL: 'warn',
    TESSERA_LOAD_EXAMPLES: 'false',
    TESSERA_FEATURE_FLAGS: '{"GLOBAL_ASYNC_QUERIES":true}',
  };
  const processes: SpawnedProcess[] = [];
  const pg = new Client({ connectionString: PG });
  let gatewayUrl = '';

  async function startWorker(): Promise<SpawnedProcess> {
    const port = await freePort();
    const worker = spawnNode('apps/chart-data-service/dist/main.js', { ...env, TESSERA_HEALTH_PORT: String(port) });
    processes.push(worker);
    await waitForUrl(`http://127.0.0.1:${port}/ready`, worker, 60_000);
    return worker;
  }

  beforeAll(async () => {
    const nc = await connect({ servers: base.natsUrl });
    await (await nc.jetstreamManager()).streams.delete('JOBS_CHART_DATA').catch(() => undefined);
    await nc.close();
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(
      `CREATE FUNCTION ${schema}.slow_rows() RETURNS TABLE(x int) LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(4); RETURN QUERY SELECT generate_series(1, 5); END $$`,
    );
    await startWorker();
    const port = await freePort();
    const gateway = spawnNode('apps/gateway/dist/main.js', { ...env, TESSERA_PORT: String(port) });
    processes.push(gateway);
    gatewayUrl = `http://127.0.0.1:${port}`;
    await waitForUrl(`${gatewayUrl}/health`, gateway, 60_000);
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
    const admin = new Client({ connectionString: Object.assign(new URL(base.databaseUrl), { pathname: '/postgres' }).toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  });

  it('redelivers the job to another worker and the client gets exactly one done event', async () => {
    const admin = await ApiSession.login(gatewayUrl, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: PG });
    const datasetId = await seedDataset(metadataUrl, {
      databaseId: database.body.id,
      tableName: 'slow',
      sql: `SELECT x FROM ${schema}.slow_rows()`,
      columns: [{ name: 'x', type: 'INTEGER' }],
    });

    const submitted = await admin.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [{ columns: ['x'], metrics: [] }],
      result_format: 'json',
      result_type: 'full',
    });
    expect(submitted.status).toBe(202);
    const jobId = submitted.body.job_id as string;

    await new Promise((resolve) => setTimeout(resolve, 1500));
    processes[0].child.kill('SIGKILL');
    await startWorker();

    const events = async () =>
      ((await admin.get('/api/v1/async_event/')).body.result as Record<string, unknown>[]).filter((e) => e.job_id === jobId);
    let seen: Record<string, unknown>[] = [];
    for (let i = 0; i < 120 && seen.length === 0; i += 1) {
      seen = await events();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    seen = await events();
    expect(seen).toEqual([expect.objectContaining({ status: 'done', job_id: jobId })]);
    const result = await admin.get(seen[0].result_url as string);
    expect(result.body.result[0].rowcount).toBe(5);
  });
});
