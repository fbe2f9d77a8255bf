import type { EngineDatabase, ResultColumn, StreamOptions } from '@tessera/engines';
import { RESULT_CHUNK_ROWS, type ResultsWriter } from './query-results.store';
import type { PreparedStatement } from './script-preparation';

/** How many rows a streamed statement kept, and whether its limit cut more. */
export interface StreamedRows {
  rows: number;
  truncated: boolean;
}

export interface ResultsSink {
  open(columns: ResultColumn[]): ResultsWriter;
  /** After each stored chunk, with the rows readable so far. */
  stored(rows: number): Promise<void>;
}

/**
 * Reads a statement's rows from a server-side cursor a chunk at a time into the results backend, up to its limit
 * plus one row (to learn whether the limit cut the result, as Superset's `limitingFactor` says); leaving the loop
 * early closes the cursor in the database. At most one chunk of rows is held at a time.
 */
export async function streamIntoResults(
  database: EngineDatabase,
  statement: PreparedStatement,
  options: StreamOptions,
  sink: ResultsSink,
): Promise<StreamedRows> {
  const stream = await database.stream(statement.sql, [], { ...options, batchSize: RESULT_CHUNK_ROWS });
  const writer = sink.open(stream.columns);
  const limit = statement.limit;
  let read = 0;
  let truncated = false;
  for await (const batch of stream.batches) {
    const room = limit === null ? batch.length : limit - read;
    if (batch.length > room) truncated = true;
    const kept = truncated ? batch.slice(0, room) : batch;
    const storedBefore = writer.stored;
    await writer.append(kept);
    read += kept.length;
    if (writer.stored > storedBefore) await sink.stored(writer.stored);
    if (truncated) break;
  }
  await writer.finish();
  return { rows: read, truncated };
}
