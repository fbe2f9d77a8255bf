import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DatabaseConnectionInfoLookup, DescribeUsers, notFound, SqlQueries, type Caller, type DatabaseConnectionInfo, type QueryView } from '@tessera/contracts';
import { BusClient, createClusterRuntime, JsonLogger, loadConfig, runWithRequestContext, startService, type PlatformRuntime, type RunningService } from '@tessera/platform';
import { createScratchDatabase, serveStandIn, type ScratchDatabase } from '@tessera/platform/testing';
import { sqlServiceDefinition } from './sql-service.definition';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
// An id no real chart-data service on the shared NATS would know, should one run beside this test.
const DATABASE_ID = 900_000 + Math.floor(Math.random() * 90_000);
const alice: Caller = { userId: 1, username: 'alice', roles: ['sql_lab'] };
const as = <T>(work: () => Promise<T>) => runWithRequestContext({ requestId: `test-${randomBytes(4).toString('hex')}`, caller: alice }, work);

const connectionInfo: DatabaseConnectionInfo = {
  id: DATABASE_ID, database_name: 'warehouse', engine: 'postgresql', backend: 'postgresql', uri: PG,
  allow_dml: false, allow_run_async: true, allow_ctas: false, allow_cvas: false, expose_in_sqllab: true, force_ctas_schema: null, cache_timeout: null, extra: {},
};

describe('SQL service in cluster mode: queued runs on JetStream, two replicas', () => {
  let database: ScratchDatabase;
  let runtime: PlatformRuntime;
  const replicas: RunningService[] = [];
  let bus: BusClient;

  beforeAll(async () => {
    const base = loadConfig();
    database = await createScratchDatabase(base.databaseUrl, 'tessera_sql');
    runtime = await createClusterRuntime({ ...base, mode: 'cluster', databaseUrl: database.url, logLevel: 'error' }, new JsonLogger('test', 'error', () => undefined));
    await serveStandIn(runtime, DatabaseConnectionInfoLookup, ({ id }) => {
      if (id !== DATABASE_ID) throw notFound();
      return connectionInfo;
    });
    await serveStandIn(runtime, DescribeUsers, ({ ids }) => ({ users: ids.map((id) => ({ id, first_name: 'Alice', last_name: 'Smith' })) }));
    // The first replica migrates the schema, the second finds it done.
    replicas.push(await startService(runtime, sqlServiceDefinition));
    replicas.push(await startService(runtime, sqlServiceDefinition));
    bus = new BusClient(await runtime.connectBus('sql-test-client'));
  });

  afterAll(async () => {
    for (const replica of replicas.reverse()) await replica.stop();
    await runtime?.close();
    await database?.drop();
  });

  async function waitForState(clientId: string, states: string[]): Promise<QueryView> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { result } = await as(() => bus.request(SqlQueries.updatedSince, { last_updated_ms: 0 }));
      const query = result.find((q) => q.id === clientId);
      if (query && states.includes(query.state)) return query;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${clientId} never reached ${states.join('/')}`);
  }

  it('queues an async run as a durable job that a worker replica runs to success', async () => {
    const clientId = `j${randomBytes(4).toString('hex')}`;
    const reply = await as(() => bus.request(SqlQueries.execute, { client_id: clientId, database_id: DATABASE_ID, sql: 'SELECT generate_series(1, 3) AS n', runAsync: true }));
    expect(reply).toMatchObject({ queued: true, query: { id: clientId, state: 'pending' } });
    const done = await waitForState(clientId, ['success', 'failed']);
    expect(done).toMatchObject({ state: 'success', rows: 3, user: 'Alice Smith' });
    const results = await as(() => bus.request(SqlQueries.results, { key: done.resultsKey as string }));
    expect(results.data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('runs a client id once, however often it is submitted', async () => {
    const clientId = `d${randomBytes(4).toString('hex')}`;
    const submit = () => as(() => bus.request(SqlQueries.execute, { client_id: clientId, database_id: DATABASE_ID, sql: 'SELECT 1 AS once', runAsync: true }));
    const replies = await Promise.all([submit(), submit(), submit()]);
    const ids = new Set(replies.map((r) => ('query' in r ? r.query.queryId : null)));
    expect(ids.size).toBe(1);
    await waitForState(clientId, ['success']);
  });

  it('stops a queued query in the database on whichever replica runs it', async () => {
    const clientId = `s${randomBytes(4).toString('hex')}`;
    const marker = `stop_${clientId}`;
    await as(() => bus.request(SqlQueries.execute, { client_id: clientId, database_id: DATABASE_ID, sql: `SELECT pg_sleep(30) AS ${marker}`, runAsync: true }));
    await waitForState(clientId, ['running']);
    const warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    const sleeping = async () =>
      Number((await warehouse.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`, [marker])).rows[0].n);
    try {
      for (let attempt = 0; attempt < 50 && (await sleeping()) === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await sleeping()).toBe(1);
      await as(() => bus.request(SqlQueries.stop, { client_id: clientId }));
      expect(await waitForState(clientId, ['stopped'])).toMatchObject({ errorMessage: 'Query was stopped.' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await sleeping()).toBe(0);
    } finally {
      await warehouse.end();
    }
  });
});
