import type { FieldDef, Pool, PoolClient, QueryArrayResult } from 'pg';
import Cursor from 'pg-cursor';

import type { ResultColumn, ResultRow } from '../../engine-database';
import { mapDriverError, type ErrorContext } from '../../errors/error-rules';
import { bufferedCursor } from '../../execution/buffered-cursor';
import type { CancellationScope } from '../../execution/cancellation-scope';
import type { CursorOpener, OpenHints, QueryCursor } from '../../execution/query-cursor';
import { dedupeColumnNames, rowFromArray } from '../../value-normalizer';
import { POSTGRESQL_ENGINE_SPEC } from './postgresql.engine-spec';
import { resetSession } from './postgresql.session';
import type { PgTypeNames } from './postgresql.type-names';
import { PG_TYPE_PARSERS } from './postgresql.types';

const spec = POSTGRESQL_ENGINE_SPEC;

function columnsOf(fields: readonly FieldDef[], typeNames: PgTypeNames): { columns: ResultColumn[]; names: string[] } {
  const names = dedupeColumnNames(fields.map((field) => field.name));
  const columns = fields.map((field, index) => {
    const type = typeNames.nameOf(field.dataTypeID);
    return { name: names[index], type, genericType: spec.dialect.genericType(type) };
  });
  return { columns, names };
}

function readCursor(cursor: Cursor<unknown[]>, count: number): Promise<{ rows: unknown[][]; fields: FieldDef[] }> {
  return new Promise((resolve, reject) => {
    cursor.read(count, (error, rows, result) => {
      if (error) reject(error);
      else resolve({ rows: rows as unknown[][], fields: result?.fields ?? [] });
    });
  });
}

/** Back to the pool with a clean session, or closed when it is broken or cannot be reset. */
async function giveBack(client: PoolClient, broken: boolean): Promise<void> {
  if (broken) {
    client.release(true);
    return;
  }
  try {
    await resetSession(client);
    client.release();
  } catch {
    client.release(true);
  }
}

/** Runs statements on pooled connections; rows come through pg-cursor so large results stream. */
export class PostgresCursorOpener implements CursorOpener {
  constructor(
    private readonly pool: Pool,
    private readonly typeNames: PgTypeNames,
    private readonly cancelBackend: (pid: number) => Promise<void>,
    private readonly context: ErrorContext,
  ) {}

  mapError(error: unknown, sql: string): Error {
    return mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql });
  }

  async open(sql: string, params: readonly unknown[], scope: CancellationScope, hints: OpenHints): Promise<QueryCursor> {
    const client = await scope.run(this.pool.connect(), (late) => late.release());
    try {
      await scope.run(this.typeNames.ensureLoaded(client));
      const pid = (client as PoolClient & { processID: number }).processID;
      scope.setCanceller(() => this.cancelBackend(pid));
      // Without parameters the simple protocol runs scripts of several statements; it buffers, which
      // is what a caller reading everything wants anyway.
      if (hints.readAll && params.length === 0) return await this.openSimple(client, sql, scope);
      return await this.openCursor(client, sql, params, scope, hints.batchSize);
    } catch (error) {
      client.release(true);
      throw error;
    }
  }

  private async openSimple(client: PoolClient, sql: string, scope: CancellationScope): Promise<QueryCursor> {
    const raw = (await scope.run(client.query({ text: sql, rowMode: 'array', types: PG_TYPE_PARSERS }))) as
      QueryArrayResult | QueryArrayResult[];
    const results = Array.isArray(raw) ? raw : [raw];
    const last = [...results].reverse().find((result) => result.fields?.length) ?? results[results.length - 1];
    const { columns, names } = columnsOf(last?.fields ?? [], this.typeNames);
    const rows = (last?.rows ?? []).map((values) => rowFromArray(names, values));
    return bufferedCursor(columns, rows, (broken) => giveBack(client, broken));
  }

  private async openCursor(
    client: PoolClient,
    sql: string,
    params: readonly unknown[],
    scope: CancellationScope,
    batchSize: number,
  ): Promise<QueryCursor> {
    const cursor = client.query(new Cursor<unknown[]>(sql, [...params], { rowMode: 'array', types: PG_TYPE_PARSERS }));
    const first = await scope.run(readCursor(cursor, Math.max(1, batchSize)));
    const { columns, names } = columnsOf(first.fields, this.typeNames);
    let pending: ResultRow[] | null = first.rows.map((values) => rowFromArray(names, values));
    let exhausted = first.rows.length < Math.max(1, batchSize);
    return {
      columns,
      async read(count) {
        if (pending) {
          const rows = pending.splice(0, count);
          if (pending.length === 0) pending = null;
          if (rows.length > 0) return rows;
        }
        if (exhausted) return [];
        const next = await readCursor(cursor, count);
        if (next.rows.length < count) exhausted = true;
        return next.rows.map((values) => rowFromArray(names, values));
      },
      async release(broken) {
        if (broken) {
          client.release(true);
          return;
        }
        try {
          await cursor.close();
        } catch {
          client.release(true);
          return;
        }
        await giveBack(client, false);
      },
    };
  }
}
