import path from 'node:path';
import type { ResultColumnView } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { KV_STORE, TESSERA_CONFIG, type KeyValueStore, type TesseraConfig } from '@tessera/platform';
import { FileResultsBackend, KeyValueResultsBackend, type ResultsBackend } from './results/results-backend';

type Row = Record<string, unknown>;

/** Rows per stored chunk: one chunk is the most a page read or an export holds of a result at once. */
export const RESULT_CHUNK_ROWS = 1000;

/** What a result's key names: its columns and how many of its rows are stored so far, in chunks of `chunkRows`. */
export interface ResultsManifest {
  columns: ResultColumnView[];
  rows: number;
  chunkRows: number;
  /** False while the query is still reading rows: more chunks may follow. */
  complete: boolean;
}

/** A slice of a stored result. */
export interface ResultsPage {
  columns: ResultColumnView[];
  data: Row[];
  /** Rows stored in all (so far, when not `complete`). */
  total: number;
  complete: boolean;
}

/**
 * Writes one result chunk by chunk. Each full chunk is readable as soon as it is written (the manifest is rewritten
 * after it), so a reader pages through the rows of a query that is still running; only the last chunk is short.
 */
export class ResultsWriter {
  private pending: Row[] = [];
  private chunks = 0;
  private written = 0;

  constructor(
    private readonly backend: ResultsBackend,
    private readonly key: string,
    private readonly columns: ResultColumnView[],
    private readonly ttlSeconds: number,
  ) {}

  /** Rows readable under the key so far. */
  get stored(): number {
    return this.written;
  }

  async append(rows: readonly Row[]): Promise<void> {
    for (const row of rows) {
      this.pending.push(row);
      if (this.pending.length === RESULT_CHUNK_ROWS) {
        await this.writeChunk();
        await this.writeManifest(false);
      }
    }
  }

  /** Writes the rest: the result is complete. */
  async finish(): Promise<void> {
    if (this.pending.length > 0) await this.writeChunk();
    await this.writeManifest(true);
  }

  private async writeChunk(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    await this.backend.put(chunkName(this.key, this.chunks), JSON.stringify(rows), this.ttlSeconds);
    this.chunks += 1;
    this.written += rows.length;
  }

  private async writeManifest(complete: boolean): Promise<void> {
    const manifest: ResultsManifest = { columns: this.columns, rows: this.written, chunkRows: RESULT_CHUNK_ROWS, complete };
    await this.backend.put(this.key, JSON.stringify(manifest), this.ttlSeconds);
  }
}

function chunkName(key: string, index: number): string {
  return `${key}.${index}`;
}

/**
 * The results backend of the SQL editor: a manifest and chunks of rows under the result's key, in the shared
 * key/value store in cluster mode (any replica serves any result) and in files of the data folder in embedded mode
 * (a large result never sits in the one process). Rows are read back a chunk at a time.
 */
@Injectable()
export class QueryResultsStore {
  private readonly backend: ResultsBackend;

  constructor(
    @Inject(KV_STORE) store: KeyValueStore,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {
    this.backend =
      config.mode === 'embedded'
        ? new FileResultsBackend(path.join(config.dataDir, 'sql-results'), config.limits.cacheDefaultTimeoutSeconds)
        : new KeyValueResultsBackend(store);
  }

  writer(key: string, columns: ResultColumnView[]): ResultsWriter {
    return new ResultsWriter(this.backend, key, columns, this.config.limits.cacheDefaultTimeoutSeconds);
  }

  /** Null until the first page is published, and once the result expired. */
  async manifest(key: string): Promise<ResultsManifest | null> {
    const stored = await this.backend.get(key);
    return stored === null ? null : (JSON.parse(stored) as ResultsManifest);
  }

  /** Up to `count` rows from `offset` on; null when the result (or a chunk of it) expired. */
  async page(key: string, offset: number, count: number): Promise<ResultsPage | null> {
    const manifest = await this.manifest(key);
    if (!manifest) return null;
    const end = Math.min(manifest.rows, offset + count);
    const data: Row[] = [];
    for (let index = Math.floor(offset / manifest.chunkRows); index * manifest.chunkRows < end; index += 1) {
      const chunk = await this.chunk(key, index);
      if (!chunk) return null;
      const first = index * manifest.chunkRows;
      for (const [i, row] of chunk.entries()) if (first + i >= offset && first + i < end) data.push(row);
    }
    return { columns: manifest.columns, data, total: manifest.rows, complete: manifest.complete };
  }

  /** Every stored row of a complete result, a chunk at a time; throws when a chunk expired meanwhile. */
  async *batches(key: string, manifest: ResultsManifest): AsyncIterable<Row[]> {
    for (let index = 0; index * manifest.chunkRows < manifest.rows; index += 1) {
      const chunk = await this.chunk(key, index);
      if (!chunk) throw new Error('The stored results expired during the export; run the query again.');
      yield chunk;
    }
  }

  private async chunk(key: string, index: number): Promise<Row[] | null> {
    const stored = await this.backend.get(chunkName(key, index));
    return stored === null ? null : (JSON.parse(stored) as Row[]);
  }
}
