import { createConnection, type Connection } from 'mysql2/promise';

import type { EngineDatabase } from '../../engine-database';
import { testConnection, validateParameters } from '../../parameter-validation/parameter-validator';
import { openDatabase } from '../../registry';
import { heapTracker, rejectionOf, scratchName, TEST_MYSQL_URI } from '../../testing/test-servers';

describe('MySQL streaming, cancellation and connection errors', () => {
  let db: EngineDatabase;
  let observer: Connection;

  beforeAll(async () => {
    db = openDatabase({ engine: 'mysql', uri: TEST_MYSQL_URI, poolSize: 3 });
    observer = await createConnection({ host: '127.0.0.1', user: 'root', database: 'test' });
  });

  afterAll(async () => {
    await observer.end();
    await db.close();
  });

  it('streams a million rows with bounded memory', async () => {
    const heap = heapTracker();
    const { columns, batches } = await db.stream("SELECT seq AS id, CONCAT('row-', seq) AS label FROM seq_1_to_1000000", [], {
      batchSize: 5000,
    });
    expect(columns.map((column) => column.name)).toEqual(['id', 'label']);
    let count = 0;
    let sum = 0;
    for await (const batch of batches) {
      count += batch.length;
      for (const row of batch) sum += row.id as number;
      if (count % 100_000 === 0) heap.sample();
    }
    expect(count).toBe(1_000_000);
    expect(sum).toBe((1_000_000 * 1_000_001) / 2);
    // A million row objects of this shape take well over 100 MB.
    expect(heap.peakGrowth()).toBeLessThan(10 * 1024 * 1024);
  });

  it('answers a limited execute on a large result without reading it all, and keeps the pool usable', async () => {
    const started = Date.now();
    const result = await db.execute('SELECT seq FROM seq_1_to_1000000', [], { limit: 5 });
    expect(result).toMatchObject({ rowcount: 5, truncated: true });
    expect(Date.now() - started).toBeLessThan(2000);
    const { batches } = await db.stream('SELECT seq FROM seq_1_to_1000000', [], { batchSize: 10 });
    for await (const batch of batches) if (batch.length > 0) break;
    const again = await Promise.all([1, 2, 3, 4].map((n) => db.execute('SELECT ? AS n', [n])));
    expect(again.map((r) => r.rows[0].n)).toEqual([1, 2, 3, 4]);
  });

  const running = async (marker: string) => {
    const [rows] = await observer.query(
      "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID()",
      [`%${marker}%`],
    );
    return Number((rows as { n: number }[])[0].n);
  };

  it('kills a running statement within a second of the abort', async () => {
    const marker = scratchName('cancel');
    const controller = new AbortController();
    const pending = db.execute(`SELECT SLEEP(10) /* ${marker} */`, [], { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await running(marker)).toBe(1);
    const abortedAt = Date.now();
    controller.abort();
    const error = await rejectionOf(pending);
    expect(Date.now() - abortedAt).toBeLessThan(1000);
    expect(error.extra).toMatchObject({ cancelled: true, engine_name: 'MySQL' });
    expect(await running(marker)).toBe(0);
    expect((await db.execute('SELECT 1 AS a')).rows).toEqual([{ a: 1 }]);
  });

  it('kills a statement that runs past its timeout', async () => {
    const marker = scratchName('timeout');
    const error = await rejectionOf(
      db.execute(`SELECT SLEEP(10) /* ${marker} */`, [], { timeoutMs: 300, timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR' }),
    );
    expect(error).toMatchObject({ code: 'TIMEOUT', errorType: 'SQLLAB_TIMEOUT_ERROR' });
    expect(await running(marker)).toBe(0);
  });

  it('classifies bad credentials, unknown databases, closed ports and unknown hosts', async () => {
    const base = { host: '127.0.0.1', port: 3306, username: 'root', database: 'test' };
    expect(await validateParameters('mysql', base)).toEqual([]);
    const [password] = await validateParameters('mysql', { ...base, password: 'wrong-password' });
    expect(password).toMatchObject({
      error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
      message: 'Either the username "root" or the password is incorrect.',
      extra: { invalid: ['username', 'password'], issue_codes: [{ code: 1014 }, { code: 1015 }] },
    });
    const database = scratchName('missing_db');
    const [unknown] = await validateParameters('mariadb', { ...base, database });
    expect(unknown).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: `Unable to connect to database "${database}".`,
    });
    const closed = await rejectionOf(testConnection({ engine: 'mysql', uri: 'mysql://root@127.0.0.1:1/test' }));
    expect(closed).toMatchObject({ errorType: 'CONNECTION_PORT_CLOSED_ERROR' });
    const host = await rejectionOf(testConnection({ engine: 'mysql', uri: 'mysql+mysqldb://root@no-such-host.invalid/test' }));
    expect(host).toMatchObject({
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'The hostname "no-such-host.invalid" cannot be resolved.',
    });
  });
});
