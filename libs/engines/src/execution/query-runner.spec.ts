import { TesseraError } from '@tessera/contracts';

import type { ResultRow } from '../engine-database';
import type { CancellationScope } from './cancellation-scope';
import type { CursorOpener, OpenHints, QueryCursor } from './query-cursor';
import { executeWithCursor, streamWithCursor } from './query-runner';

/** An opener over generated rows that records what the runner asked of it. */
class GeneratedRows implements CursorOpener {
  readonly reads: number[] = [];
  readonly releases: boolean[] = [];
  hints: OpenHints | null = null;
  produced = 0;

  constructor(
    private readonly total: number,
    private readonly failAt: number | null = null,
  ) {}

  mapError(error: unknown): Error {
    return new TesseraError('BAD_REQUEST', `mapped: ${(error as Error).message}`);
  }

  async open(_sql: string, _params: readonly unknown[], scope: CancellationScope, hints: OpenHints): Promise<QueryCursor> {
    this.hints = hints;
    scope.setCanceller(async () => undefined);
    return {
      columns: [{ name: 'n', type: 'INTEGER', genericType: 0 }],
      read: async (count) => {
        this.reads.push(count);
        if (this.failAt !== null && this.produced >= this.failAt) throw new Error('connection lost');
        const rows: ResultRow[] = [];
        while (rows.length < count && this.produced < this.total) rows.push({ n: this.produced++ });
        return rows;
      },
      release: async (broken) => {
        this.releases.push(broken);
      },
    };
  }
}

const context = { engineName: 'Test' };

describe('executeWithCursor', () => {
  it('reads everything when no limit is given', async () => {
    const opener = new GeneratedRows(12_000);
    const result = await executeWithCursor(opener, 'q', [], {}, context);
    expect(result).toMatchObject({ rowcount: 12_000, truncated: false });
    expect(opener.hints).toEqual({ batchSize: 5000, readAll: true });
    expect(opener.releases).toEqual([false]);
  });

  it('reads only limit + 1 rows and reports truncation', async () => {
    const opener = new GeneratedRows(1_000_000);
    const result = await executeWithCursor(opener, 'q', [], { limit: 10 }, context);
    expect(result.rows).toHaveLength(10);
    expect(result.truncated).toBe(true);
    expect(opener.produced).toBe(11);
    expect(opener.hints).toEqual({ batchSize: 11, readAll: false });
    const exact = await executeWithCursor(new GeneratedRows(10), 'q', [], { limit: 10 }, context);
    expect(exact).toMatchObject({ rowcount: 10, truncated: false });
  });

  it('maps driver errors and releases the broken connection', async () => {
    const opener = new GeneratedRows(100, 0);
    await expect(executeWithCursor(opener, 'q', [], {}, context)).rejects.toThrow('mapped: connection lost');
    expect(opener.releases).toEqual([true]);
  });

  it('uses the database default timeout when the call has none', async () => {
    const opener: CursorOpener = {
      mapError: (error) => error as Error,
      open: async (_sql, _params, scope) => ({
        columns: [],
        read: (count) =>
          scope.run(new Promise<ResultRow[]>((resolve) => setTimeout(() => resolve(new Array(count).fill({})), 1000).unref())),
        release: async () => undefined,
      }),
    };
    await expect(executeWithCursor(opener, 'q', [], {}, { engineName: 'T', defaultTimeoutMs: 20 })).rejects.toMatchObject({
      errorType: 'BACKEND_TIMEOUT_ERROR',
    });
  });
});

describe('streamWithCursor', () => {
  it('hands out batches of the requested size and releases at the end', async () => {
    const opener = new GeneratedRows(2500);
    const { columns, batches } = await streamWithCursor(opener, 'q', [], { batchSize: 1000 }, context);
    expect(columns).toHaveLength(1);
    const sizes: number[] = [];
    for await (const batch of batches) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(opener.releases).toEqual([false]);
    expect(() => batches[Symbol.asyncIterator]()).toThrow('A query stream can be read only once');
  });

  it('releases the cursor when the consumer leaves early', async () => {
    const opener = new GeneratedRows(10_000);
    const { batches } = await streamWithCursor(opener, 'q', [], { batchSize: 10 }, context);
    for await (const batch of batches) if (batch.length === 10) break;
    expect(opener.releases).toEqual([false]);
  });

  it('releases an idle stream as soon as it is aborted and fails the next read', async () => {
    const opener = new GeneratedRows(10_000);
    const controller = new AbortController();
    const { batches } = await streamWithCursor(opener, 'q', [], { batchSize: 10, signal: controller.signal }, context);
    const iterator = batches[Symbol.asyncIterator]();
    await iterator.next();
    controller.abort();
    await new Promise((resolve) => setImmediate(resolve));
    expect(opener.releases).toEqual([true]);
    await expect(iterator.next()).rejects.toMatchObject({ extra: { cancelled: true } });
  });
});
