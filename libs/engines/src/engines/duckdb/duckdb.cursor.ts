import type { DuckDBConnection, DuckDBInstance, DuckDBResult } from '@duckdb/node-api';

import type { ResultColumn, ResultRow } from '../../engine-database';
import { mapDriverError, type ErrorContext } from '../../errors/error-rules';
import type { CancellationScope } from '../../execution/cancellation-scope';
import type { CursorOpener, QueryCursor } from '../../execution/query-cursor';
import { dedupeColumnNames, rowFromArray } from '../../value-normalizer';
import { duckdbCanceller } from './duckdb.cancel';
import { DUCKDB_ENGINE_SPEC } from './duckdb.engine-spec';
import { duckdbValueConverter, toDuckdbParams } from './duckdb.values';

const spec = DUCKDB_ENGINE_SPEC;

/** Columns of a DuckDB result, names de-duplicated. */
export function duckdbColumns(result: DuckDBResult): { columns: ResultColumn[]; names: string[] } {
  const names = dedupeColumnNames(result.columnNames());
  const columns = result.columnTypes().map((type, index) => {
    const name = String(type);
    return { name: names[index], type: name, genericType: spec.dialect.genericType(name) };
  });
  return { columns, names };
}

/**
 * Runs each statement on a fresh connection of the shared instance (connections are cheap).
 * Scripts run all but their last statement first;
 * the last one streams chunk by chunk.
 */
export class DuckdbCursorOpener implements CursorOpener {
  constructor(
    private readonly instance: () => Promise<DuckDBInstance>,
    private readonly context: ErrorContext,
  ) {}

  mapError(error: unknown, sql: string): Error {
    return mapDriverError(spec.displayName, spec.errorRules, error, { ...this.context, sql });
  }

  async open(sql: string, params: readonly unknown[], scope: CancellationScope): Promise<QueryCursor> {
    const connection = await (await scope.run(this.instance())).connect();
    scope.setCanceller(duckdbCanceller(connection));
    try {
      const result = await this.start(connection, sql, params, scope);
      return this.cursorOver(connection, result);
    } catch (error) {
      connection.closeSync();
      throw error;
    }
  }

  private async start(
    connection: DuckDBConnection,
    sql: string,
    params: readonly unknown[],
    scope: CancellationScope,
  ): Promise<DuckDBResult> {
    const statements = await scope.run(connection.extractStatements(sql));
    for (let index = 0; index < statements.count - 1; index += 1) {
      const prepared = await scope.run(statements.prepare(index));
      await scope.run(prepared.run());
    }
    const last = await scope.run(statements.prepare(Math.max(0, statements.count - 1)));
    if (params.length > 0) last.bind(toDuckdbParams(params));
    return scope.run(last.stream());
  }

  private cursorOver(connection: DuckDBConnection, result: DuckDBResult): QueryCursor {
    const { columns, names } = duckdbColumns(result);
    let buffered: ResultRow[] = [];
    let exhausted = false;
    return {
      columns,
      async read(count) {
        while (buffered.length < count && !exhausted) {
          const chunk = await result.fetchChunk();
          if (!chunk || chunk.rowCount === 0) {
            exhausted = true;
            break;
          }
          for (const values of chunk.convertRows(duckdbValueConverter)) buffered.push(rowFromArray(names, values));
        }
        const batch = buffered.slice(0, count);
        buffered = buffered.slice(batch.length);
        return batch;
      },
      async release() {
        connection.closeSync();
      },
    };
  }
}
