import { randomUUID } from 'node:crypto';
import {
  CSV_EXPORT_CHUNK_BYTES,
  CSV_EXPORT_IDLE_MS,
  CSV_EXPORT_TTL_SECONDS,
  CSV_EXPORT_WINDOW,
  csvExportKeys,
  notFound,
  type Caller,
  type CsvExportEnd,
  type CsvExportStart,
} from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { allowsFileAccess } from '@tessera/engines';
import { JsonLogger, KV_STORE, toErrorPayload, type KeyValueStore, serverText } from '@tessera/platform';
import { checkSql } from '@tessera/sql-guard';
import { Repository } from 'typeorm';
import { SqlDatabases } from '../databases/sql-databases';
import { QueryEntity } from '../queries/query.entity';
import { QueryResultsStore } from '../queries/query-results.store';
import { withCrlfLineEnds } from './crlf-line-ends';
import { ChunkWriter } from './chunk-writer';
import { csvLine, csvRows } from './csv-text';
import { readAhead } from './read-ahead';

/** Rows to write: column names and batches of rows keyed by them. */
interface RowSource {
  columns: string[];
  batches: AsyncIterable<Record<string, unknown>[]>;
  limit: number | null;
}

/** The file's chunks as the database wrote them (PostgreSQL's COPY), header and limit included. */
interface CopiedSource {
  chunks: AsyncIterable<Buffer>;
}

/**
 * The CSV bytes with CRLF line ends, in the export's chunks. The database's first bytes are read before returning,
 * so a statement the database refuses fails the request, as the row-by-row path does.
 */
async function copiedChunks(bytes: AsyncIterable<Buffer>): Promise<AsyncIterable<Buffer>> {
  const iterator = bytes[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return withCrlfLineEnds(all(), CSV_EXPORT_CHUNK_BYTES);
}

/**
 * The CSV of rows read from the database or the results backend, in the export's chunks, the next batch read while
 * one is written. Counts the rows in `end`, and marks it truncated when a row beyond the limit exists.
 */
async function* rowChunks(source: RowSource, end: CsvExportEnd): AsyncGenerator<Buffer> {
  const out = new ChunkWriter(CSV_EXPORT_CHUNK_BYTES);
  const write = (lines: string) => {
    const bytes = Buffer.from(lines);
    out.copy(bytes, 0, bytes.length);
  };
  write(csvLine(source.columns));
  for await (const batch of readAhead(source.batches)) {
    const room = source.limit === null ? batch.length : source.limit - end.rows;
    const rows = batch.length > room ? batch.slice(0, room) : batch;
    end.rows += rows.length;
    write(csvRows(source.columns, rows));
    yield* out.takeFull();
    // A row beyond the limit exists: the file holds only the first ones.
    if (rows.length < batch.length) {
      end.truncated = true;
      break;
    }
  }
  const rest = out.rest();
  if (rest) yield rest;
}

/** Longest wait between two looks at how far the reader is. */
const POLL_MS = 50;
/**
 * Results with more rows than this are read again from the database through a cursor (as Superset does), streamed
 * as they come; smaller ones are read back from the results backend's chunks. Neither holds a result whole.
 */
const STORED_EXPORT_MAX_ROWS = 10_000;

function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
}

/** The limit that cut the query's rows, when the limit dropdown did: the export says so rather than end silently short. */
function rowLimitOf(query: QueryEntity): number | null {
  return query.limitingFactor === 'DROPDOWN' || query.limitingFactor === 'QUERY_AND_DROPDOWN' ? query.limit : null;
}

/**
 * `GET /api/v1/sqllab/export/{client_id}/`: the CSV of one of the caller's queries, from the results
 * backend when its rows are few and still there, else by running its last statement again (as Superset does).
 * The file goes to the gateway in chunks through the shared store, never more than a window ahead.
 */
@Injectable()
export class CsvExportService {
  constructor(
    @InjectRepository(QueryEntity) private readonly queries: Repository<QueryEntity>,
    private readonly results: QueryResultsStore,
    private readonly databases: SqlDatabases,
    @Inject(KV_STORE) private readonly store: KeyValueStore,
    private readonly logger: JsonLogger,
  ) {}

  async start(clientId: string, caller: Caller | undefined): Promise<CsvExportStart> {
    const query = await this.queries.findOneBy({ clientId });
    if (!query || query.userId !== (caller?.userId ?? null)) throw notFound(serverText('Query not found'));
    const source = await this.rowsOf(query, caller);
    const exportId = randomUUID();
    void this.write(exportId, source).catch((error: unknown) => this.logger.warn('CSV export failed', { exportId, error: String(error) }));
    return {
      exportId,
      filename: `${(query.tabName ?? 'query').replace(/[^\w.-]+/g, '_')}_${timestamp(new Date())}.csv`,
      rowLimit: rowLimitOf(query),
    };
  }

  private async rowsOf(query: QueryEntity, caller: Caller | undefined): Promise<RowSource | CopiedSource> {
    const small = query.status === 'success' && (query.rows ?? 0) <= STORED_EXPORT_MAX_ROWS;
    const stored = query.resultsKey && small ? await this.results.manifest(query.resultsKey) : null;
    if (query.resultsKey && stored?.complete)
      return { columns: stored.columns.map((c) => c.name), batches: this.results.batches(query.resultsKey, stored), limit: null };
    if (!query.selectSql) throw notFound(serverText('The query has no results to export; run it again.'));
    const info = await this.databases.connectionInfo(query.databaseId, caller);
    // The statement as it ran (row-level security applied); checked again, as it may predate the guard.
    await checkSql(query.selectSql, { engine: info.engine, allowDml: info.allow_dml, allowFileAccess: allowsFileAccess(info.extra) });
    const database = this.databases.pool(info, query.schema);
    // The database writes the CSV itself when it can (PostgreSQL's COPY, several times faster than rows through here).
    const copied = await database.copyCsv?.(query.selectSql, query.limit);
    if (copied) return { chunks: await copiedChunks(copied) };
    const stream = await database.stream(query.selectSql);
    return { columns: stream.columns.map((c) => c.name), batches: stream.batches, limit: query.limit };
  }

  private async write(exportId: string, source: RowSource | CopiedSource): Promise<void> {
    const keys = csvExportKeys(exportId);
    const end: CsvExportEnd = { chunks: 0, rows: 0, truncated: false, error: null };
    const reader = { taken: 0 };
    try {
      for await (const chunk of 'chunks' in source ? source.chunks : rowChunks(source, end)) {
        await this.waitForRoom(exportId, end.chunks, reader);
        await this.store.setBytes(keys.chunk(end.chunks), chunk, CSV_EXPORT_TTL_SECONDS);
        end.chunks += 1;
      }
    } catch (error) {
      end.error = toErrorPayload(error).message;
    }
    await this.store.set(keys.end, JSON.stringify(end), CSV_EXPORT_TTL_SECONDS);
  }

  /**
   * Waits until the reader is less than a window behind; gives up when it stops taking chunks. The store is asked
   * only when what the reader was last seen to have taken leaves no room, not once per chunk.
   */
  private async waitForRoom(exportId: string, index: number, reader: { taken: number }): Promise<void> {
    if (index - reader.taken < CSV_EXPORT_WINDOW) return;
    const keys = csvExportKeys(exportId);
    let lastTaken = -1;
    let lastProgress = Date.now();
    // Short waits while the reader keeps up, longer ones when it does not: the reader frees room chunk by chunk.
    let waitMs = 1;
    for (;;) {
      const taken = Number((await this.store.get(keys.taken)) ?? '0');
      reader.taken = taken;
      if (index - taken < CSV_EXPORT_WINDOW) return;
      if (taken !== lastTaken) {
        lastTaken = taken;
        lastProgress = Date.now();
        waitMs = 1;
      } else if (Date.now() - lastProgress > CSV_EXPORT_IDLE_MS) {
        throw new Error('The reader of the CSV export went away');
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      waitMs = Math.min(POLL_MS, waitMs * 2);
    }
  }
}
