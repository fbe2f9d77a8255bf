import type { EngineDatabase } from '../../engine-database';
import { openDatabase } from '../../registry';
import { heapTracker, rejectionOf, scratchName, TEST_POSTGRES_URI } from '../../testing/test-servers';

const MILLION_ROWS = `SELECT g AS id, md5(g::text) AS hash, g * 0.5 AS half FROM generate_series(1, 1000000) AS g`;

describe('PostgreSQL streaming through server-side cursors', () => {
  let db: EngineDatabase;

  beforeAll(() => {
    db = openDatabase({ engine: 'postgresql', uri: TEST_POSTGRES_URI, poolSize: 2 });
  });

  afterAll(() => db.close());

  it('streams a million rows in batches without holding the result in memory', async () => {
    const whole = heapTracker();
    const all = await db.execute(MILLION_ROWS);
    whole.sample();
    expect(all.rowcount).toBe(1_000_000);
    const resultSize = whole.peakGrowth();
    all.rows.length = 0;

    const heap = heapTracker();
    const { columns, batches } = await db.stream(MILLION_ROWS, [], { batchSize: 5000 });
    expect(columns.map((column) => column.name)).toEqual(['id', 'hash', 'half']);
    let count = 0;
    let sum = 0;
    let largestBatch = 0;
    for await (const batch of batches) {
      count += batch.length;
      largestBatch = Math.max(largestBatch, batch.length);
      for (const row of batch) sum += row.id as number;
      if (count % 100_000 === 0) heap.sample();
    }
    expect(count).toBe(1_000_000);
    expect(sum).toBe((1_000_000 * 1_000_001) / 2);
    expect(largestBatch).toBe(5000);
    // Buffered, a million rows take ~100 MB of heap; the bound only checks the measurement saw them (a GC
    // during the sample can hide a few MB), the streaming bound below is what the test is about.
    expect(resultSize).toBeGreaterThan(60 * 1024 * 1024);
    expect(heap.peakGrowth()).toBeLessThan(resultSize / 20);
    expect((await db.execute('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('releases the cursor when the consumer stops early', async () => {
    const { batches } = await db.stream(MILLION_ROWS, [], { batchSize: 100 });
    let seen = 0;
    for await (const batch of batches) {
      seen += batch.length;
      if (seen >= 300) break;
    }
    expect(seen).toBe(300);
    const again = await Promise.all([db.execute('SELECT 1 AS a'), db.execute('SELECT 2 AS a')]);
    expect(again.map((result) => result.rows[0].a)).toEqual([1, 2]);
  });

  it('cancels a stream between batches and rejects the next read', async () => {
    const controller = new AbortController();
    const { batches } = await db.stream(`SELECT g, pg_sleep(0.001) FROM generate_series(1, 100000) g /* ${scratchName('s')} */`, [], {
      batchSize: 50,
      signal: controller.signal,
    });
    const iterator = batches[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toHaveLength(50);
    controller.abort();
    const error = await rejectionOf(iterator.next());
    expect(error.extra?.cancelled).toBe(true);
    expect((await db.execute('SELECT 3 AS a')).rows).toEqual([{ a: 3 }]);
  });

  it('reads a limited execute without fetching the rest of a large result', async () => {
    const started = Date.now();
    const result = await db.execute(MILLION_ROWS, [], { limit: 5 });
    expect(result.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.truncated).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
