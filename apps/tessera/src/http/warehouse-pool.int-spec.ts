import { Client } from 'pg';
import { seedDataset } from '../testing/dataset-seed';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/test';
const schema = `tessera_pool_${Date.now()}`;

// A database's `extra.engine_params.pool_size` (+ `max_overflow`) bounds the connections a chart-data
// process opens to it, so a dashboard of slow charts can be given more than the default five.
describe('the warehouse connections of one database', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let databaseId: number;
  let slowId: number;
  const pg = new Client({ connectionString: PG });

  /** Distinct row limits make distinct statements, so no two requests share one query. */
  const slowChart = (rowLimit: number) => ({
    datasource: { id: slowId, type: 'table' },
    force: true,
    queries: [{ columns: ['x'], metrics: [], row_limit: rowLimit }],
    result_format: 'json',
    result_type: 'full',
  });

  const runningSlowQueries = async () =>
    (
      await pg.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pool_probe%' AND pid <> pg_backend_pid()`,
      )
    ).rows[0].n as number;

  /** Runs `charts` slow charts at once and answers the most statements seen running together. */
  async function mostAtOnce(charts: number): Promise<number> {
    let most = 0;
    let done = false;
    const watcher = (async () => {
      while (!done) {
        most = Math.max(most, await runningSlowQueries());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(Array.from({ length: charts }, (_, index) => admin.post('/api/v1/chart/data', slowChart(index + 1))));
    done = true;
    await watcher;
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: charts }, () => 200));
    return most;
  }

  beforeAll(async () => {
    await pg.connect();
    await pg.query(`CREATE SCHEMA ${schema}`);
    await pg.query(`CREATE FUNCTION ${schema}.pool_probe() RETURNS TABLE(x int) LANGUAGE plpgsql VOLATILE AS $$
      BEGIN PERFORM pg_sleep(1.5); RETURN QUERY SELECT generate_series(1, 3); END $$`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', {
      database_name: 'pooled',
      sqlalchemy_uri: PG,
      extra: JSON.stringify({ engine_params: { pool_size: 2 } }),
    });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    slowId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId,
      tableName: 'slow',
      sql: `SELECT x FROM ${schema}.pool_probe()`,
      columns: [{ name: 'x', type: 'INTEGER' }],
    });
  });

  afterAll(async () => {
    await app?.stop();
    await pg.query(`DROP SCHEMA ${schema} CASCADE`);
    await pg.end();
  });

  it('runs at most pool_size statements at once, and more once the setting is raised', async () => {
    expect(await mostAtOnce(5)).toBe(2);
    const raised = await admin.put(`/api/v1/database/${databaseId}`, {
      extra: JSON.stringify({ engine_params: { pool_size: 3, max_overflow: 2 } }),
    });
    expect(raised.status).toBe(200);
    expect(await mostAtOnce(5)).toBe(5);
  });

  it('refuses pool settings it cannot use, naming them, and keeps the saved ones', async () => {
    const refused = await admin.put(`/api/v1/database/${databaseId}`, {
      extra: JSON.stringify({ engine_params: { pool_size: 0, max_overflow: 'many' } }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual({
      extra: ['engine_params.pool_size must be an integer from 1 to 100.', 'engine_params.max_overflow must be an integer from 0 to 100.'],
    });
    const saved = await admin.get(`/api/v1/database/${databaseId}`);
    expect(JSON.parse(saved.body.result.extra)).toEqual({ engine_params: { pool_size: 3, max_overflow: 2 } });
  });
});
