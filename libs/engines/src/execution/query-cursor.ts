import type { ResultColumn, ResultRow } from '../engine-database';
import type { CancellationScope } from './cancellation-scope';

/** An open statement whose rows are read a batch at a time. */
export interface QueryCursor {
  readonly columns: ResultColumn[];
  /** Up to `count` more rows; an empty array once the result is exhausted. */
  read(count: number): Promise<ResultRow[]>;
  /**
   * Ends the statement and gives its connection back. `broken` (an error or a cancellation happened)
   * means the connection must be destroyed rather than reused.
   */
  release(broken: boolean): Promise<void>;
}

export interface OpenHints {
  /** How many rows the caller reads first. */
  batchSize: number;
  /** The caller reads every row (no limit, not a stream), so buffering the result is fine. */
  readAll: boolean;
}

/** The engine half of query execution: starting a statement on a connection of the pool. */
export interface CursorOpener {
  /**
   * Starts `sql` and returns a cursor positioned before the first row. Must register a canceller
   * with `scope` as soon as the statement can be cancelled, and run every wait through `scope.run`.
   */
  open(sql: string, params: readonly unknown[], scope: CancellationScope, hints: OpenHints): Promise<QueryCursor>;
  /** Maps a driver error to a TesseraError (Superset error types). */
  mapError(error: unknown, sql: string): Error;
}
