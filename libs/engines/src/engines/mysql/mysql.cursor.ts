import type { FieldPacket, Pool, PoolConnection } from 'mysql2';
import type { Readable } from 'node:stream';

import type { ResultColumn } from '../../engine-database';
import { mapDriverError, type ErrorContext } from '../../errors/error-rules';
import type { CancellationScope } from '../../execution/cancellation-scope';
import type { CursorOpener, OpenHints, QueryCursor } from '../../execution/query-cursor';
import { dedupeColumnNames, rowFromArray } from '../../value-normalizer';
import { MYSQL_ENGINE_SPEC } from './mysql.engine-spec';
import { resetMysqlSession } from './mysql.session';
import { mysqlTypeName } from './mysql.types';

const spec = MYSQL_ENGINE_SPEC;

function getConnection(pool: Pool): Promise<PoolConnection> {
  return new Promise((resolve, reject) => pool.getConnection((error, connection) => (error ? reject(error) : resolve(connection))));
}

function columnsOf(fields: readonly FieldPacket[]): { columns: ResultColumn[]; names: string[] } {
  const names = dedupeColumnNames(fields.map((field) => field.name));
  const columns = fields.map((field, index) => {
    const type = mysqlTypeName(field);
    return { name: names[index], type, genericType: spec.dialect.genericType(type) };
  });
  return { columns, names };
}

/** Waits for the column definitions (or the end of a statement that returns none). */
function fieldsOf(query: NodeJS.EventEmitter): Promise<FieldPacket[]> {
  return new Promise((resolve, reject) => {
    const done = (fields: FieldPacket[] | undefined, error?: unknown) => {
      query.off('fields', onFields);
      query.off('end', onEnd);
      query.off('error', onError);
      if (error) reject(error);
      else resolve(fields ?? []);
    };
    const onFields = (fields: FieldPacket[] | undefined) => done(fields);
    const onEnd = () => done([]);
    const onError = (error: unknown) => done(undefined, error);
    query.on('fields', onFields);
    query.on('end', onEnd);
    query.on('error', onError);
  });
}

/**
 * Runs statements on pooled connections through mysql2's query stream: the driver pauses the socket
 * when rows are not being read, so a large result stays on the server side of the connection.
 */
export class MysqlCursorOpener implements CursorOpener {
  constructor(
    private readonly pool: Pool,
    private readonly killQuery: (threadId: number) => Promise<void>,
    private readonly context: ErrorContext,
    /** The connection string's database, selected again when a connection is reset. */
    private readonly database: string | undefined,
  ) {}

  mapError(error: unknown, sql: string): Error {
    return mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql });
  }

  async open(sql: string, params: readonly unknown[], scope: CancellationScope, hints: OpenHints): Promise<QueryCursor> {
    const connection = await scope.run(getConnection(this.pool), (late) => late.release());
    const threadId = connection.threadId;
    scope.setCanceller(() => this.killQuery(threadId));
    const query = connection.query({ sql, values: [...params], rowsAsArray: true });
    const stream: Readable = query.stream({ highWaterMark: Math.max(16, Math.min(hints.batchSize, 10_000)) });
    // Errors surface through reads; this keeps an error between reads from going unhandled.
    stream.on('error', () => undefined);
    let fields: FieldPacket[];
    try {
      fields = await scope.run(fieldsOf(query));
    } catch (error) {
      stream.destroy();
      connection.destroy();
      throw error;
    }
    const { columns, names } = columnsOf(fields);
    const rows = stream[Symbol.asyncIterator]();
    const database = this.database;
    let ended = false;
    return {
      columns,
      async read(count) {
        const batch: Record<string, unknown>[] = [];
        while (!ended && batch.length < count) {
          const next = await rows.next();
          if (next.done) ended = true;
          // Statements without a result set push their OK packet; it is not a row.
          else if (Array.isArray(next.value)) batch.push(rowFromArray(names, next.value));
        }
        return batch;
      },
      async release(broken) {
        if (ended && !broken) {
          try {
            await resetMysqlSession(connection, database);
            connection.release();
          } catch {
            connection.destroy();
          }
          return;
        }
        // A half-read result cannot be skipped on the wire; closing the connection ends it.
        stream.destroy();
        connection.destroy();
      },
    };
  }
}
