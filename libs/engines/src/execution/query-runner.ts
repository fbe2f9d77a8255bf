import type { ExecuteOptions, QueryResult, ResultRow, StreamOptions, StreamResult } from '../engine-database';
import { CancellationScope } from './cancellation-scope';
import type { CursorOpener, QueryCursor } from './query-cursor';

const EXECUTE_BATCH = 5000;
const DEFAULT_STREAM_BATCH = 1000;

export interface RunContext {
  engineName: string;
  /** Timeout used when the call gives none. */
  defaultTimeoutMs?: number;
}

function scopeFor(context: RunContext, options: ExecuteOptions | StreamOptions): CancellationScope {
  return new CancellationScope({
    engineName: context.engineName,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? context.defaultTimeoutMs,
    timeoutErrorType: options.timeoutErrorType,
  });
}

function failure(scope: CancellationScope, opener: CursorOpener, error: unknown, sql: string): Error {
  return scope.isStopped ? scope.error() : opener.mapError(error, sql);
}

/**
 * Runs one statement to completion, or up to `limit + 1` rows so `truncated` is known without reading
 * the rest: the cursor is released as soon as enough rows are in.
 */
export async function executeWithCursor(
  opener: CursorOpener,
  sql: string,
  params: readonly unknown[],
  options: ExecuteOptions,
  context: RunContext,
): Promise<QueryResult> {
  const scope = scopeFor(context, options);
  const limit = options.limit !== undefined && options.limit !== null ? Math.max(0, Math.floor(options.limit)) : null;
  const wanted = limit === null ? Number.POSITIVE_INFINITY : limit + 1;
  let cursor: QueryCursor | null = null;
  let broken = false;
  try {
    scope.throwIfStopped();
    cursor = await opener.open(sql, params, scope, { batchSize: Math.min(EXECUTE_BATCH, wanted), readAll: limit === null });
    const rows: ResultRow[] = [];
    while (rows.length < wanted) {
      const batch = await scope.run(cursor.read(Math.min(EXECUTE_BATCH, wanted - rows.length)));
      if (batch.length === 0) break;
      for (const row of batch) rows.push(row);
    }
    const truncated = limit !== null && rows.length > limit;
    if (truncated) rows.length = limit;
    return { columns: cursor.columns, rows, rowcount: rows.length, truncated };
  } catch (error) {
    broken = true;
    throw failure(scope, opener, error, sql);
  } finally {
    scope.dispose();
    if (cursor) await cursor.release(broken || scope.isStopped);
  }
}

/** Opens a statement and hands out its rows batch by batch; the cursor lives until the loop ends. */
export async function streamWithCursor(
  opener: CursorOpener,
  sql: string,
  params: readonly unknown[],
  options: StreamOptions,
  context: RunContext,
): Promise<StreamResult> {
  const scope = scopeFor(context, options);
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_STREAM_BATCH));
  let cursor: QueryCursor;
  try {
    scope.throwIfStopped();
    cursor = await opener.open(sql, params, scope, { batchSize, readAll: false });
  } catch (error) {
    scope.dispose();
    throw failure(scope, opener, error, sql);
  }
  let finished = false;
  let reading = false;
  let iterated = false;
  const finish = async (broken: boolean) => {
    if (finished) return;
    finished = true;
    scope.dispose();
    await cursor.release(broken);
  };
  // A consumer that stops pulling after an abort must not keep the connection.
  scope.onStop(() => {
    if (!reading) void finish(true);
  });
  const iterator: AsyncIterator<ResultRow[]> = {
    async next() {
      if (finished) {
        if (scope.isStopped) throw scope.error();
        return { done: true, value: undefined };
      }
      reading = true;
      try {
        const batch = await scope.run(cursor.read(batchSize));
        if (batch.length === 0) {
          await finish(false);
          return { done: true, value: undefined };
        }
        return { done: false, value: batch };
      } catch (error) {
        await finish(true);
        throw failure(scope, opener, error, sql);
      } finally {
        reading = false;
      }
    },
    async return() {
      await finish(false);
      return { done: true, value: undefined };
    },
  };
  return {
    columns: cursor.columns,
    batches: {
      [Symbol.asyncIterator]() {
        if (iterated) throw new Error('A query stream can be read only once');
        iterated = true;
        return iterator;
      },
    },
  };
}
