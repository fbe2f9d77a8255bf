import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ChartDataReply } from '@tessera/contracts';
import type { ContentEncoding } from '../http/content-encoding';

/**
 * How long a stored answer is served without asking the chart-data service again. Other gateway
 * replicas learn of changes made elsewhere no faster than this (the chart-data service's dataset
 * cache keeps the same window); changes made through this gateway clear its answers at once.
 */
export const ANSWER_FRESH_MS = 2_000;
/** While one request refreshes an expired answer, the others are served the previous one this long at most. */
export const ANSWER_STALE_GRACE_MS = 10_000;
/** Answers below this size go out raw (as the compression middleware does). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

export interface StoredAnswer {
  /** The JSON answer exactly as the chart-data route sends it. */
  readonly json: Buffer;
  /** Express's weak ETag of `json`, so both paths agree on it. */
  readonly etag: string;
  readonly datasetId: number | null;
  readonly freshUntil: number;
  readonly staleUntil: number;
  /** Compressed forms, made on first demand. */
  readonly encoded: Partial<Record<ContentEncoding, Buffer>>;
  refreshing: boolean;
}

/** What a request must hand back when it loaded an answer the cache did not have (or had expired). */
export interface AnswerTicket {
  readonly key: string;
  readonly generation: number;
}

export type AnswerLookup = { answer: StoredAnswer; ticket?: undefined } | { answer?: undefined; ticket: AnswerTicket };

/** Express's weak ETag (`W/"<length in hex>-<sha1 base64, 27 chars>"`). */
export function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/**
 * The epoch-ms instant the answer's underlying results expire, or `Infinity` when they do not; null
 * when the reply is not a stored result at all (computed just now, an error, a job or a file).
 * Only answers the chart-data service gave from its own cache are kept, so what is replayed is
 * byte for byte what the service would answer again (`is_cached: true`, the same `cached_dttm`).
 */
export function cachedResultsExpiry(reply: ChartDataReply): number | null {
  if (!('result' in reply) || !Array.isArray(reply.result) || reply.result.length === 0) return null;
  let expiry = Number.POSITIVE_INFINITY;
  for (const item of reply.result) {
    if (item.is_cached !== true || typeof item.cached_dttm !== 'string') return null;
    const cachedAt = Date.parse(
      item.cached_dttm.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(item.cached_dttm) ? item.cached_dttm : `${item.cached_dttm}Z`,
    );
    if (!Number.isFinite(cachedAt)) return null;
    if (typeof item.cache_timeout === 'number' && item.cache_timeout > 0) expiry = Math.min(expiry, cachedAt + item.cache_timeout * 1000);
  }
  return expiry;
}

/**
 * Final chart-data answers, serialised, by request and access context (see `answerKey`), so that a
 * warm dashboard is served from memory: no bus call, no metadata read, no JSON work. Bounded in
 * bytes; the oldest entries go first. A generation counter guards against storing an answer that
 * was loaded before a change cleared the cache.
 */
export class AnswerCache {
  private readonly entries = new Map<string, StoredAnswer>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer to serve, or a ticket to load one with. An expired answer is handed to one request
   * as a ticket (it refreshes it) while the others keep getting the previous answer for a short grace.
   */
  lookup(key: string): AnswerLookup {
    const answer = this.entries.get(key);
    const now = this.now();
    if (answer) {
      if (now < answer.freshUntil) return { answer };
      if (answer.refreshing && now < answer.staleUntil) return { answer };
      if (now < answer.staleUntil) answer.refreshing = true;
      else this.remove(key);
    }
    return { ticket: { key, generation: this.generation } };
  }

  /**
   * Keeps the reply loaded with `ticket` when it may be replayed: every result came from the
   * service's cache and nothing changed since the ticket was handed out. Answers `json` as stored.
   */
  store(ticket: AnswerTicket, reply: ChartDataReply, json: Buffer, datasetId: number | null): void {
    const expiry = cachedResultsExpiry(reply);
    const now = this.now();
    if (ticket.generation !== this.generation || expiry === null || expiry <= now || json.length > this.maxBytes / 4) {
      this.release(ticket);
      return;
    }
    this.remove(ticket.key);
    const freshUntil = Math.min(now + ANSWER_FRESH_MS, expiry);
    const answer: StoredAnswer = {
      json,
      etag: weakEtag(json),
      datasetId,
      freshUntil,
      staleUntil: Math.min(freshUntil + ANSWER_STALE_GRACE_MS, expiry),
      encoded: {},
      refreshing: false,
    };
    this.entries.set(ticket.key, answer);
    this.bytes += json.length;
    this.evictBeyondLimit();
  }

  /** Keeps a read's JSON answer as it was sent (see `answerCapture`), for the usual freshness window. */
  storeRead(ticket: AnswerTicket, json: Buffer): void {
    if (ticket.generation !== this.generation || json.length > this.maxBytes / 4) {
      this.release(ticket);
      return;
    }
    this.remove(ticket.key);
    const freshUntil = this.now() + ANSWER_FRESH_MS;
    this.entries.set(ticket.key, {
      json,
      etag: weakEtag(json),
      datasetId: null,
      freshUntil,
      staleUntil: freshUntil + ANSWER_STALE_GRACE_MS,
      encoded: {},
      refreshing: false,
    });
    this.bytes += json.length;
    this.evictBeyondLimit();
  }

  /** The ticket's load failed or was not storable: the next request loads again. */
  release(ticket: AnswerTicket): void {
    const answer = this.entries.get(ticket.key);
    if (answer?.refreshing) this.remove(ticket.key);
  }

  /** The answer's bytes in `encoding` (compressed once, then kept), or raw when too small to gain. */
  encodedBody(answer: StoredAnswer, encoding: ContentEncoding | null): { body: Buffer; encoding: ContentEncoding | null } {
    if (encoding === null || answer.json.length < COMPRESSION_THRESHOLD_BYTES) return { body: answer.json, encoding: null };
    let body = answer.encoded[encoding];
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(answer.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(answer.json);
      answer.encoded[encoding] = body;
      this.bytes += body.length;
      this.evictBeyondLimit();
    }
    return { body, encoding };
  }

  /** A dataset's results were refreshed (forced): its answers go (all of them when the dataset is not known). */
  forgetDataset(datasetId: number | null): void {
    if (datasetId === null) return this.clear();
    this.generation += 1;
    for (const [key, answer] of this.entries) if (answer.datasetId === datasetId) this.remove(key);
  }

  /** Something answers depend on changed (a dataset, chart, database, permission or RLS rule). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.bytes -= answer.json.length + Object.values(answer.encoded).reduce((sum, body) => sum + (body?.length ?? 0), 0);
  }

  private evictBeyondLimit(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
