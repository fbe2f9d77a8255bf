import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Client } from 'pg';
import { JOBS_SQL, SqlQueries, type QueryView } from '@tessera/contracts';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { startSqlCluster, WAREHOUSE_URL, type SqlCluster } from './testing/sql-cluster';

/** Built entry point of the service: `npx nx run sql-service:build` first. */
const SQL_SERVICE_MAIN = 'apps/sql-service/dist/main.js';
/** JOBS_SQL's ack wait: how long a dead worker's job stays with it before JetStream redelivers it. */
const REDELIVERY_MS = 20_000;
const WORKER_LOST_MESSAGE = 'The worker running this query stopped before it finished. Run the query again.';

/**
 * SQL worker replicas as separate processes consuming JOBS_SQL on JetStream, one job at a time each:
 * both take work, and killing one loses no query and runs none twice.
 */
describe('SQL worker processes on JOBS_SQL', () => {
  jest.setTimeout(120_000);
  let cluster: SqlCluster;
  let warehouse: Client;
  const workers: SpawnedProcess[] = [];
  const identities: string[] = [];
  const SLEEP = `sleep_for_test_${randomBytes(4).toString('hex')}`;

  /** Starts a worker process; its queries record `host:pid` as `extra.worker`. */
  async function startWorker(): Promise<{ process: SpawnedProcess; identity: string }> {
    const port = await freePort();
    const worker = spawnNode(SQL_SERVICE_MAIN, {
      TESSERA_MODE: 'cluster',
      TESSERA_DATABASE_URL: cluster.database.url,
      TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
      TESSERA_LOG_LEVEL: 'error',
      TESSERA_HEALTH_PORT: String(port),
      TESSERA_WORKER_CONCURRENCY: '1',
    });
    workers.push(worker);
    await waitForUrl(`http://127.0.0.1:${port}/ready`, worker, 60_000);
    return { process: worker, identity: `${hostname()}:${worker.child.pid}` };
  }

  const submit = (sql: string) => {
    const clientId = `w${randomBytes(5).toString('hex')}`;
    return cluster
      .as(() => cluster.bus.request(SqlQueries.execute, { client_id: clientId, database_id: cluster.databaseId, sql, runAsync: true }))
      .then(() => clientId);
  };
  const workerOf = (query: QueryView) => (query.extra as { worker?: string }).worker;
  const identityOf = (worker: SpawnedProcess) => `${hostname()}:${worker.child.pid}`;
  const isAlive = (worker: SpawnedProcess) => worker.child.exitCode === null && worker.child.signalCode === null;
  const final = ['success', 'failed', 'stopped', 'timed_out'];

  /**
   * SIGKILL, then a moment for NATS to drop the dead connection's subscriptions: a request sent
   * before that could still be routed to the dead process and wait out its timeout.
   */
  async function killed(worker: SpawnedProcess): Promise<void> {
    const exited = new Promise((resolve) => worker.child.once('exit', resolve));
    worker.child.kill('SIGKILL');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  /** Backends of the warehouse running a statement that contains `marker`. */
  async function runningWith(marker: string): Promise<number> {
    const found = await warehouse.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
      [marker],
    );
    return found.rows[0].n;
  }

  beforeAll(async () => {
    cluster = await startSqlCluster();
    warehouse = new Client({ connectionString: WAREHOUSE_URL });
    await warehouse.connect();
    // The SQL guard refuses pg_sleep by name; a function of the warehouse's own that sleeps is the database's business.
    await warehouse.query(
      `CREATE FUNCTION public.${SLEEP}(seconds double precision) RETURNS integer LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(seconds); RETURN 1; END $$`,
    );
    // Sequential starts: the first migrates the schema.
    for (let n = 0; n < 2; n += 1) identities.push((await startWorker()).identity);
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await warehouse?.query(`DROP FUNCTION IF EXISTS public.${SLEEP}(double precision)`);
    await warehouse?.end();
    await cluster?.close();
  });

  it('shares the queue between two worker processes: both run queries', async () => {
    const clientIds = await Promise.all(Array.from({ length: 6 }, (_, n) => submit(`SELECT ${SLEEP}(0.5), ${n} AS n`)));
    const done = await Promise.all(clientIds.map((clientId) => cluster.waitForState(clientId, final)));
    expect(done.map((query) => query.state)).toEqual(Array(6).fill('success'));
    const ranBy = new Set(done.map(workerOf));
    expect(ranBy).toEqual(new Set(identities));
  });

  it('fails the query a killed worker was running, once, and runs every other query', async () => {
    const marker = `killed_${randomBytes(4).toString('hex')}`;
    const doomed = await submit(`SELECT ${SLEEP}(25) AS ${marker}`);
    const running = await cluster.waitForState(doomed, ['running']);
    for (let attempt = 0; attempt < 50 && (await runningWith(marker)) === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runningWith(marker)).toBe(1);

    const victim = workers.find((worker) => identityOf(worker) === workerOf(running));
    expect(victim).toBeDefined();
    await killed(victim as SpawnedProcess);
    const others = await Promise.all([1, 2, 3].map((n) => submit(`SELECT ${n} AS n`)));

    // Until the job comes back and ends, the statement must never start a second time.
    let mostAtOnce = 0;
    let outcome: QueryView | undefined;
    const deadline = Date.now() + REDELIVERY_MS + 20_000;
    while (!outcome && Date.now() < deadline) {
      mostAtOnce = Math.max(mostAtOnce, await runningWith(marker));
      const { result } = await cluster.as(() => cluster.bus.request(SqlQueries.updatedSince, { last_updated_ms: 0 }));
      outcome = result.find((query) => query.id === doomed && final.includes(query.state));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(outcome).toMatchObject({ state: 'failed', errorMessage: WORKER_LOST_MESSAGE, extra: { worker: workerOf(running) } });
    // The warehouse stops the dead worker's statement on its own (it checks for lost clients), long before its 25 s.
    expect(mostAtOnce).toBeLessThanOrEqual(1);
    expect(await runningWith(marker)).toBe(0);
    for (const clientId of others) expect(await cluster.waitForState(clientId, final)).toMatchObject({ state: 'success' });
  });

  it('redelivers a job a killed worker had taken but not started, and runs it once elsewhere', async () => {
    await startWorker();
    const alive = workers.filter(isAlive);
    expect(alive).toHaveLength(2);
    const metadata = new Client({ connectionString: cluster.database.url });
    await metadata.connect();
    const statusOf = async (clientId: string) =>
      (await metadata.query('SELECT status FROM sql.query WHERE client_id = $1', [clientId])).rows[0]?.status;
    try {
      // One worker busy with its one job at a time, the other frozen while it waits for its next job.
      const busy = await submit(`SELECT ${SLEEP}(3) AS busy`);
      const busyRun = await cluster.waitForState(busy, ['running']);
      const frozen = alive.find((worker) => identityOf(worker) !== workerOf(busyRun)) as SpawnedProcess;
      const survivor = alive.find((worker) => worker !== frozen) as SpawnedProcess;
      frozen.child.kill('SIGSTOP');
      // A frozen replica still holds its bus subscriptions, so no request may go out now: the job is
      // queued as the execute call queues it, straight through the metadata database and JOBS_SQL.
      const taken = `t${randomBytes(5).toString('hex')}`;
      await metadata.query(
        `INSERT INTO sql.query (client_id, database_id, database_name, user_id, status, sql) VALUES ($1, $2, 'warehouse', 1, 'pending', 'SELECT 42 AS answer')`,
        [taken, cluster.databaseId],
      );
      await cluster.as(() => cluster.bus.enqueue(JOBS_SQL, { clientId: taken, channel: '' }, { jobId: taken }));

      // The busy worker is done and free again, yet the job stays away: the frozen worker took it.
      for (let attempt = 0; attempt < 100 && (await statusOf(busy)) !== 'success'; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await statusOf(taken)).toBe('pending');

      await killed(frozen);
      const ran = await cluster.waitForState(taken, final, REDELIVERY_MS + 20_000);
      expect(ran).toMatchObject({ state: 'success', rows: 1, extra: { worker: identityOf(survivor) } });
      const results = await cluster.as(() => cluster.bus.request(SqlQueries.results, { key: ran.resultsKey as string }));
      expect(results.data).toEqual([{ answer: 42 }]);
    } finally {
      await metadata.end();
    }
  });
});
