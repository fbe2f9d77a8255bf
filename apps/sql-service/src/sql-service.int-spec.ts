import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { SqlQueries } from '@tessera/contracts';
import { startService, type RunningService } from '@tessera/platform';
import { sqlServiceDefinition } from './sql-service.definition';
import { startSqlCluster, WAREHOUSE_URL as PG, type SqlCluster } from './testing/sql-cluster';

describe('SQL service in cluster mode: queued runs on JetStream, two replicas', () => {
  let cluster: SqlCluster;
  const replicas: RunningService[] = [];

  beforeAll(async () => {
    cluster = await startSqlCluster();
    // The first replica migrates the schema, the second finds it done.
    replicas.push(await startService(cluster.runtime, sqlServiceDefinition));
    replicas.push(await startService(cluster.runtime, sqlServiceDefinition));
  });

  afterAll(async () => {
    for (const replica of replicas.reverse()) await replica.stop();
    await cluster?.close();
  });

  it('queues an async run as a durable job that a worker replica runs to success', async () => {
    const clientId = `j${randomBytes(4).toString('hex')}`;
    const reply = await cluster.as(() =>
      cluster.bus.request(SqlQueries.execute, {
        client_id: clientId,
        database_id: cluster.databaseId,
        sql: 'SELECT generate_series(1, 3) AS n',
        runAsync: true,
      }),
    );
    expect(reply).toMatchObject({ queued: true, query: { id: clientId, state: 'pending' } });
    const done = await cluster.waitForState(clientId, ['success', 'failed']);
    expect(done).toMatchObject({ state: 'success', rows: 3, user: 'Alice Smith' });
    const results = await cluster.as(() => cluster.bus.request(SqlQueries.results, { key: done.resultsKey as string }));
    expect(results.data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('runs a client id once, however often it is submitted', async () => {
    const clientId = `d${randomBytes(4).toString('hex')}`;
    const submit = () =>
      cluster.as(() =>
        cluster.bus.request(SqlQueries.execute, {
          client_id: clientId,
          database_id: cluster.databaseId,
          sql: 'SELECT 1 AS once',
          runAsync: true,
        }),
      );
    const replies = await Promise.all([submit(), submit(), submit()]);
    const ids = new Set(replies.map((r) => ('query' in r ? r.query.queryId : null)));
    expect(ids.size).toBe(1);
    await cluster.waitForState(clientId, ['success']);
  });

  it('stops a queued query in the database on whichever replica runs it', async () => {
    const clientId = `s${randomBytes(4).toString('hex')}`;
    const marker = `stop_${clientId}`;
    await cluster.as(() =>
      cluster.bus.request(SqlQueries.execute, {
        client_id: clientId,
        database_id: cluster.databaseId,
        sql: `SELECT pg_sleep(30) AS ${marker}`,
        runAsync: true,
      }),
    );
    await cluster.waitForState(clientId, ['running']);
    const warehouse = new Client({ connectionString: PG });
    await warehouse.connect();
    const sleeping = async () =>
      Number(
        (
          await warehouse.query(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
            [marker],
          )
        ).rows[0].n,
      );
    try {
      for (let attempt = 0; attempt < 50 && (await sleeping()) === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await sleeping()).toBe(1);
      await cluster.as(() => cluster.bus.request(SqlQueries.stop, { client_id: clientId }));
      expect(await cluster.waitForState(clientId, ['stopped'])).toMatchObject({ errorMessage: 'Query was stopped.' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await sleeping()).toBe(0);
    } finally {
      await warehouse.end();
    }
  });
});
