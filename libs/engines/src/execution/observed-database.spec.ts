import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import type { EngineDatabase } from '../engine-database';
import { cancelledError } from '../errors/cancellation.errors';
import { observeQueries, type FinishedQuery } from './observed-database';

function fakeDatabase(batches: Array<Array<Record<string, unknown>>>, failAt: number | null = null): EngineDatabase {
  return {
    engine: 'postgresql',
    execute: async (sql: string) => {
      if (sql === 'bad') throw new TesseraError(ErrorCode.BAD_REQUEST, 'syntax', { errorType: SupersetErrorType.SYNTAX_ERROR });
      if (sql === 'cancel') throw cancelledError('PostgreSQL');
      return { columns: [], rows: [{ a: 1 }], rowcount: 1, truncated: false };
    },
    stream: async () => ({
      columns: [],
      batches: (async function* () {
        for (const [index, batch] of batches.entries()) {
          if (index === failAt) throw new Error('connection reset');
          yield batch;
        }
      })(),
    }),
    listSchemas: async () => ['public'],
  } as unknown as EngineDatabase;
}

describe('observeQueries', () => {
  it('reports each statement once with its outcome, error type and rows', async () => {
    const seen: FinishedQuery[] = [];
    const database = observeQueries(fakeDatabase([]), 'warehouse', (query) => seen.push(query));
    await database.execute('SELECT 1');
    await expect(database.execute('bad')).rejects.toThrow('syntax');
    await expect(database.execute('cancel')).rejects.toThrow('cancelled');
    expect(seen.map(({ sql, outcome, errorType, rows, database: name }) => ({ sql, outcome, errorType, rows, name }))).toEqual([
      { sql: 'SELECT 1', outcome: 'ok', errorType: null, rows: 1, name: 'warehouse' },
      { sql: 'bad', outcome: 'error', errorType: 'SYNTAX_ERROR', rows: null, name: 'warehouse' },
      { sql: 'cancel', outcome: 'cancelled', errorType: null, rows: null, name: 'warehouse' },
    ]);
    expect(await database.listSchemas()).toEqual(['public']);
  });

  it('times a stream until its last batch is read, and reports a failure mid-stream', async () => {
    const seen: FinishedQuery[] = [];
    const whole = await observeQueries(fakeDatabase([[{ a: 1 }], [{ a: 2 }, { a: 3 }]]), 'w', (query) => seen.push(query)).stream(
      'SELECT a',
    );
    expect(seen).toEqual([]);
    for await (const batch of whole.batches) expect(batch.length).toBeGreaterThan(0);
    expect(seen).toMatchObject([{ outcome: 'ok', rows: 3 }]);

    const broken = await observeQueries(fakeDatabase([[{ a: 1 }], [{ a: 2 }]], 1), 'w', (query) => seen.push(query)).stream('SELECT a');
    await expect(
      (async () => {
        for await (const _ of broken.batches) void _;
      })(),
    ).rejects.toThrow('connection reset');
    expect(seen[1]).toMatchObject({ outcome: 'error', errorType: 'GENERIC_DB_ENGINE_ERROR' });

    const abandoned = await observeQueries(fakeDatabase([[{ a: 1 }], [{ a: 2 }]]), 'w', (query) => seen.push(query)).stream('SELECT a');
    for await (const _ of abandoned.batches) break;
    expect(seen[2]).toMatchObject({ outcome: 'ok', rows: 1 });
    expect(seen).toHaveLength(3);
  });

  it('never fails a query because the observer throws', async () => {
    const database = observeQueries(fakeDatabase([]), 'w', () => {
      throw new Error('observer broke');
    });
    await expect(database.execute('SELECT 1')).resolves.toMatchObject({ rowcount: 1 });
  });
});
