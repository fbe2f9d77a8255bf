import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
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

/** When a statement began, and its span. */
interface Started {
  at: bigint;
  span: Span;
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
  // A client span per statement (a no-op unless tracing is on), ended when the statement is reported.
  const begin = (): Started => ({
    at: process.hrtime.bigint(),
    span: trace
      .getTracer('tessera')
      .startSpan('warehouse query', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': database.engine, 'db.namespace': name } }),
  });
  const report = (sql: string, started: Started, fields: Pick<FinishedQuery, 'outcome' | 'errorType' | 'rows'>) => {
    if (fields.outcome === 'error') started.span.setStatus({ code: SpanStatusCode.ERROR, message: fields.errorType ?? undefined });
    started.span.setAttribute('tessera.outcome', fields.outcome);
    started.span.end();
    try {
      observe({ database: name, engine: database.engine, sql, seconds: Number(process.hrtime.bigint() - started.at) / 1e9, ...fields });
    } catch {
      // Observing must never fail a query.
    }
  };
  const execute = async (sql: string, params?: readonly unknown[], options?: ExecuteOptions): Promise<QueryResult> => {
    const started = begin();
    try {
      const result = await database.execute(sql, params, options);
      report(sql, started, { outcome: 'ok', errorType: null, rows: result.rowcount });
      return result;
    } catch (error) {
      report(sql, started, { ...outcomeOf(error), rows: null });
      throw error;
    }
  };
  const stream = async (sql: string, params?: readonly unknown[], options?: StreamOptions): Promise<StreamResult> => {
    const started = begin();
    let result: StreamResult;
    try {
      result = await database.stream(sql, params, options);
    } catch (error) {
      report(sql, started, { ...outcomeOf(error), rows: null });
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
        report(sql, started, { ...outcomeOf(error), rows: null });
        throw error;
      } finally {
        // Read to the end, or left early by the reader (it had enough rows): either way the statement is done.
        if (!failed) report(sql, started, { outcome: 'ok', errorType: null, rows });
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
