import { randomBytes } from 'node:crypto';
import {
  DatabaseConnectionInfoLookup,
  DescribeUsers,
  notFound,
  SqlQueries,
  type Caller,
  type DatabaseConnectionInfo,
  type QueryView,
} from '@tessera/contracts';
import { BusClient, createClusterRuntime, JsonLogger, loadConfig, runWithRequestContext, type PlatformRuntime } from '@tessera/platform';
import { createScratchDatabase, serveStandIn, type ScratchDatabase } from '@tessera/platform/testing';

export const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/test';

/** What cluster tests of the SQL service share: a scratch metadata database, the cluster bus and stand-ins for other services. */
export interface SqlCluster {
  database: ScratchDatabase;
  runtime: PlatformRuntime;
  bus: BusClient;
  /** The warehouse database the stand-in connection lookup knows. */
  databaseId: number;
  /** Runs bus calls as the test user. */
  as<T>(work: () => Promise<T>): Promise<T>;
  /** Polls the change feed until the query reaches one of `states`. */
  waitForState(clientId: string, states: string[], timeoutMs?: number): Promise<QueryView>;
  close(): Promise<void>;
}

const alice: Caller = { userId: 1, username: 'alice', roles: ['sql_lab'] };

/**
 * A cluster-mode runtime on a scratch metadata database, with the chart-data service's connection
 * lookup and the user directory stood in for, so SQL service replicas (in this process or spawned)
 * can run queries against the machine's PostgreSQL.
 */
export async function startSqlCluster(): Promise<SqlCluster> {
  const base = loadConfig();
  // An id no real chart-data service on the shared NATS would know, should one run beside the test.
  const databaseId = 900_000 + Math.floor(Math.random() * 90_000);
  const connectionInfo: DatabaseConnectionInfo = {
    id: databaseId,
    database_name: 'warehouse',
    engine: 'postgresql',
    backend: 'postgresql',
    uri: WAREHOUSE_URL,
    allow_dml: false,
    allow_run_async: true,
    allow_ctas: false,
    allow_cvas: false,
    expose_in_sqllab: true,
    force_ctas_schema: null,
    cache_timeout: null,
    extra: {},
  };
  const database = await createScratchDatabase(base.databaseUrl, 'tessera_sql');
  const runtime = await createClusterRuntime(
    { ...base, mode: 'cluster', databaseUrl: database.url, logLevel: 'error' },
    new JsonLogger('test', 'error', () => undefined),
  );
  await serveStandIn(runtime, DatabaseConnectionInfoLookup, ({ id }) => {
    if (id !== databaseId) throw notFound();
    return connectionInfo;
  });
  await serveStandIn(runtime, DescribeUsers, ({ ids }) => ({ users: ids.map((id) => ({ id, first_name: 'Alice', last_name: 'Smith' })) }));
  const bus = new BusClient(await runtime.connectBus('sql-test-client'));
  const as = <T>(work: () => Promise<T>) =>
    runWithRequestContext({ requestId: `test-${randomBytes(4).toString('hex')}`, caller: alice }, work);

  return {
    database,
    runtime,
    bus,
    databaseId,
    as,
    async waitForState(clientId, states, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const { result } = await as(() => bus.request(SqlQueries.updatedSince, { last_updated_ms: 0 }));
        const query = result.find((q) => q.id === clientId);
        if (query && states.includes(query.state)) return query;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${clientId} never reached ${states.join('/')}`);
    },
    async close() {
      await runtime.close();
      await database.drop();
    },
  };
}
