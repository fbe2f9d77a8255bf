import { TesseraError } from '@tessera/contracts';
import type { EngineDatabase, ExecuteOptions, QueryResult, StreamOptions, StreamResult } from '../engine-database';
import { isCancelledError } from '../errors/cancellation.errors';

/** One statement a warehouse ran, as operators need to see it: never its text, which holds literals. */
export interface FinishedQuery {
  database: string;
  engine: string;
  sql: string;
  seconds: number;
  outcome: 'ok' | 'error' | 'cancelled';
  /** Superset's error type for a failure (`GENERIC_DB_ENGINE_ERROR`, `BACKEND_TIMEOUT_ERROR`, …). */
  errorType: string | null;
  rows: number | null;
}

/** Told about every statement a database runs (metrics, slow- and failed-query logs). */
export type QueryObserver = (query: FinishedQuery) => void;

function outcomeOf(error: unknown): Pick<FinishedQuery, 'outcome' | 'errorType'> {
  if (isCancelledError(error)) return { outcome: 'cancelled', errorType: null };
  return { outcome: 'error', errorType: error instanceof TesseraError ? error.errorType : 'GENERIC_DB_ENGINE_ERROR' };
}

/**
 * The same database, reporting each `execute` and `stream` to `observe` when it ends. A stream ends
 * when its batches are read or abandoned, so its time is the whole read, as a user waits for it.
 */
export function observeQueries(database: EngineDatabase, name: string, observe: QueryObserver): EngineDatabase {
  const report = (sql: string, startedAt: bigint, fields: Pick<FinishedQuery, 'outcome' | 'errorType' | 'rows'>) => {
    try {
      observe({ database: name, engine: database.engine, sql, seconds: Number(process.hrtime.bigint() - startedAt) / 1e9, ...fields });
    } catch {
      // Observing must never fail a query.
    }
  };
  const execute = async (sql: string, params?: readonly unknown[], options?: ExecuteOptions): Promise<QueryResult> => {
    const startedAt = process.hrtime.bigint();
    try {
      const result = await database.execute(sql, params, options);
      report(sql, startedAt, { outcome: 'ok', errorType: null, rows: result.rowcount });
      return result;
    } catch (error) {
      report(sql, startedAt, { ...outcomeOf(error), rows: null });
      throw error;
    }
  };
  const stream = async (sql: string, params?: readonly unknown[], options?: StreamOptions): Promise<StreamResult> => {
    const startedAt = process.hrtime.bigint();
    let result: StreamResult;
    try {
      result = await database.stream(sql, params, options);
    } catch (error) {
      report(sql, startedAt, { ...outcomeOf(error), rows: null });
      throw error;
    }
    const batches = result.batches;
    async function* observed() {
      let rows = 0;
      let failed = false;
      try {
        for await (const batch of batches) {
          rows += batch.length;
          yield batch;
        }
      } catch (error) {
        failed = true;
        report(sql, startedAt, { ...outcomeOf(error), rows: null });
        throw error;
      } finally {
        // Read to the end, or left early by the reader (it had enough rows): either way the statement is done.
        if (!failed) report(sql, startedAt, { outcome: 'ok', errorType: null, rows });
      }
    }
    return { columns: result.columns, batches: observed() };
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === 'execute') return execute;
      if (property === 'stream') return stream;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
