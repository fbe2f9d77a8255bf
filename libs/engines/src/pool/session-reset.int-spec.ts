import type { EngineDatabase } from '../engine-database';
import { openDatabase } from '../registry';
import { TEST_MYSQL_URI, TEST_POSTGRES_URI } from '../testing/test-servers';

// Pooled warehouse connections serve one user after another: whatever a query changes in its
// session must be gone before the connection serves the next query.
describe('a pooled PostgreSQL connection', () => {
  let db: EngineDatabase;
  const backend = async () => (await db.execute('SELECT pg_backend_pid() AS pid')).rows[0].pid;

  // One connection, so every query below runs on the session the previous one left behind.
  beforeAll(
    () => (db = openDatabase({ engine: 'postgresql', uri: `${TEST_POSTGRES_URI}?options=-csearch_path%3Dpg_catalog`, poolSize: 1 })),
  );
  afterAll(() => db.close());

  it('forgets a statement timeout set by an earlier query', async () => {
    const pid = await backend();
    for (let run = 0; run < 6; run += 1) await db.execute("SELECT set_config('statement_timeout', '1', false)");
    const { rows } = await db.execute('SELECT count(*)::int AS n FROM generate_series(1, 300000)');
    expect(rows).toEqual([{ n: 300000 }]);
    expect((await db.execute("SELECT current_setting('statement_timeout') AS timeout")).rows).toEqual([{ timeout: '0' }]);
    expect(await backend()).toBe(pid);
  });

  it('drops roles, temporary tables and open transactions, and keeps the connection string settings', async () => {
    const pid = await backend();
    await db.execute(
      "SET ROLE pg_read_all_data; CREATE TEMP TABLE left_behind AS SELECT 1 AS x; SELECT set_config('work_mem', '77MB', false)",
    );
    await db.execute('BEGIN; SELECT 1');
    const { rows } = await db.execute(
      "SELECT current_user AS role, to_regclass('pg_temp.left_behind') AS temp, current_setting('work_mem') <> '77MB' AS reset, current_setting('search_path') AS path, now() = statement_timestamp() AS fresh",
    );
    expect(rows).toEqual([{ role: 'postgres', temp: null, reset: true, path: 'pg_catalog', fresh: true }]);
    expect(await backend()).toBe(pid);
  });

  it('watches for a lost client again after the reset', async () => {
    await db.execute('SELECT 1');
    expect((await db.execute("SELECT current_setting('client_connection_check_interval') AS check_interval")).rows).toEqual([
      { check_interval: '2s' },
    ]);
  });
});

describe('a pooled MariaDB connection', () => {
  let db: EngineDatabase;
  const thread = async () => (await db.execute('SELECT CONNECTION_ID() AS id')).rows[0].id;

  beforeAll(() => (db = openDatabase({ engine: 'mysql', uri: TEST_MYSQL_URI, poolSize: 1 })));
  afterAll(() => db.close());

  it('forgets session limits, user variables and the schema an earlier query chose', async () => {
    const id = await thread();
    await db.execute('SET SESSION max_statement_time = 0.001');
    await db.execute('SET @left_behind = 42');
    await db.execute('USE mysql');
    await db.execute('SET NAMES latin1');
    const { rows } = await db.execute(
      'SELECT SLEEP(0.05) AS slept, @left_behind AS variable, DATABASE() AS db, @@character_set_client AS charset',
    );
    expect(rows).toEqual([{ slept: 0, variable: null, db: 'test', charset: 'utf8mb4' }]);
    expect(await thread()).toBe(id);
  });
});
