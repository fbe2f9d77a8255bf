import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsRegistry } from '@tessera/platform';

type Counter = { inc(): void };
type Timer = { observe(seconds: number): void };
import { parseCookieHeader } from '../async/async-events.socket';
import { hasPermission, type Principal } from '../auth/principal';
import type { PrincipalResolver } from '../auth/principal.resolver';
import { noteAccess } from '../http/access-log';
import { bodyErrorAnswer, parseJsonBody } from '../http/body-parsers';
import { preferredEncoding, type ContentEncoding } from '../http/content-encoding';
import { REQUEST_ID_PATTERN } from '../http/request-context.middleware';
import type { AssetShelf } from '../spa/asset-shelf';
import type { AnswerCache, AnswerTicket, StoredAnswer } from './answer-cache';
import { answerKey, mayForceRefresh, readKey } from './answer-key';

/** The route label the chart-data answers are counted under, as Express names the route. */
export const CHART_DATA_ROUTE = '/api/v1/chart/data';
/** Bodies larger than this are left to Express's parser (they are rare and never cache hits worth having). */
const MAX_FRONT_DOOR_BODY_BYTES = 1024 * 1024;

/** What the front door leaves on a request it hands on to Express. */
export interface FrontDoorMarks {
  /** The body, read and parsed here (Express's parsers see the stream is finished and skip it). */
  body?: unknown;
  /** The answer-cache ticket the chart-data route stores its answer with. */
  answerTicket?: AnswerTicket;
}

export interface FrontDoorDeps {
  answers: AnswerCache;
  principals: PrincipalResolver;
  metrics: MetricsRegistry;
  /** Headers every response carries (security headers), sent as they are. */
  fixedHeaders: Readonly<Record<string, string>>;
  /** The web build's hashed files, answered from memory. */
  assets: AssetShelf;
  logError(message: string, error: unknown): void;
  /**
   * The trusted-header login, when it is on: a read on which the proxy names someone other than the
   * caller the credential proves is answered by Express as the newly named person, so that caller's
   * kept reads are neither served to it nor replaced by its answer.
   */
  proxyLogin?: { switchesFrom(request: IncomingMessage, current: Principal | null): boolean };
}

/**
 * The reads a dashboard page makes for every viewer before its charts (the dashboard, its charts and
 * its datasets) and the page's own bootstrap: kept per person for the freshness window.
 */
const VIEWER_READS: readonly RegExp[] = [
  /^\/api\/v1\/dashboard\/[\w-]+\/?$/,
  /^\/api\/v1\/dashboard\/[\w-]+\/(charts|datasets)\/?$/,
  /^\/api\/v1\/me\/(roles\/)?$/,
  /^\/api\/v1\/common\/config\/?$/,
];

/** The request's path, without the query. */
function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '';
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

function isViewerRead(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  const path = pathOf(request);
  return VIEWER_READS.some((pattern) => pattern.test(path));
}

/** The route label of a viewer read, as Express names the route (ids as parameters). */
function readRoute(request: IncomingMessage): string {
  return pathOf(request)
    .replace(/\/$/, '')
    .replace(/^\/api\/v1\/dashboard\/[\w-]+/, '/api/v1/dashboard/:id_or_slug');
}

function isChartDataPost(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  const path = pathOf(request);
  return path === CHART_DATA_ROUTE || path === `${CHART_DATA_ROUTE}/`;
}

/** A plain UTF-8 JSON body of known, modest length: the only kind read here. */
function bodyLengthToRead(request: IncomingMessage): number | null {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type)) return null;
  if (request.headers['content-encoding'] || request.headers['transfer-encoding']) return null;
  const length = Number(request.headers['content-length']);
  return Number.isInteger(length) && length > 0 && length <= MAX_FRONT_DOOR_BODY_BYTES ? length : null;
}

/**
 * Reads the whole body, then calls `done` once with it (null when it was not `length` bytes or the
 * stream failed): a callback rather than a promise, one fewer on a cache hit's path.
 */
function readBody(request: IncomingMessage, length: number, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  const settle = (body: Buffer | null) => {
    if (settled) return;
    settled = true;
    done(body);
  };
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  });
  request.on('end', () => settle(received !== length ? null : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)));
  request.on('error', () => settle(null));
}

/**
 * The serving hot path, in front of Express. The web build's hashed files are answered from memory
 * (see `AssetShelf`). A chart-data request whose answer is in the answer cache, or a viewer read the
 * same person made within the freshness window, is authenticated (cached principal, revocation
 * checked), authorised in memory and answered from memory, compressed as the client accepts, with
 * `304` for a matching `If-None-Match`. Everything else, including a miss, goes on to Express
 * unchanged (with the body already parsed and the cache ticket attached), so errors, refusals and
 * the envelope stay exactly as the routes make them.
 */
export class FrontDoor {
  /** Metric series bound once: labelling per request costs more than the rest of a hit's bookkeeping. */
  private readonly counted: { ok: Counter; notModified: Counter; hits: Counter; misses: Counter; duration: Timer };
  /**
   * The headers every stored answer goes out with, as `writeHead`'s flat name/value list: built once,
   * copied per answer (an object spread and Node's walk of its keys cost a hit more than the copy).
   */
  private readonly answerHeaders: readonly (string | number)[];
  private readonly encodings = new EncodingChoices();

  constructor(private readonly deps: FrontDoorDeps) {
    const { metrics } = deps;
    this.answerHeaders = Object.entries({
      ...deps.fixedHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Accept-Encoding',
    }).flat();
    this.counted = {
      ok: metrics.httpRequests.labels('POST', CHART_DATA_ROUTE, '200'),
      notModified: metrics.httpRequests.labels('POST', CHART_DATA_ROUTE, '304'),
      hits: metrics.answerCache.labels('hit'),
      misses: metrics.answerCache.labels('miss'),
      duration: metrics.httpDuration.labels('POST', CHART_DATA_ROUTE),
    };
  }

  handle(request: IncomingMessage & FrontDoorMarks, response: ServerResponse, next: () => void): void {
    if (isViewerRead(request)) {
      const arrivedAt = process.hrtime.bigint();
      this.withPrincipal(request, response, (principal) => this.serveRead(request, response, principal, arrivedAt, next));
      return;
    }
    if (!isChartDataPost(request)) {
      if (!this.deps.assets.answer(request, response, this.deps.fixedHeaders)) next();
      return;
    }
    const length = bodyLengthToRead(request);
    if (length === null) return next();
    const arrivedAt = process.hrtime.bigint();
    // Bound to this request's async context: a stream's events arrive in the socket's, and a miss handed on to
    // Express must keep the request's trace (and whatever else its context carries) for the calls it makes.
    const bodyRead = AsyncResource.bind((body: Buffer | null) => {
      if (body === null) return void request.destroy();
      this.withPrincipal(request, response, (principal) => this.serve(request, response, principal, body, arrivedAt, next));
    });
    readBody(request, length, bodyRead);
  }

  /**
   * Calls `serve` with the caller (null when it cannot be told here: Express then answers the refusal
   * in its own words): at once when the resolver can tell it without waiting, which is a cache hit's
   * usual case in embedded mode (each promise on this path costs a hit a measurable share).
   */
  private withPrincipal(request: IncomingMessage, response: ServerResponse, serve: (principal: Principal | null) => void): void {
    const served = (principal: Principal | null) => {
      try {
        serve(principal);
      } catch (error) {
        this.fail(response, error);
      }
    };
    let credentials: Parameters<PrincipalResolver['resolve']>[0];
    let known: Principal | null | undefined;
    try {
      const cookies = request.headers.authorization ? {} : parseCookieHeader(request.headers.cookie);
      credentials = { headers: request.headers, cookies } as never;
      known = this.deps.principals.resolveAtOnce(credentials);
    } catch {
      return served(null);
    }
    if (known !== undefined) return served(known);
    this.deps.principals.resolve(credentials).then(served, () => served(null));
  }

  /** Something broke on the way (not a refusal: those are Express's): a 500, never a hung request or a crash. */
  private fail(response: ServerResponse, error: unknown): void {
    this.deps.logError('The serving front door failed', error);
    if (response.headersSent) return void response.destroy();
    const json = Buffer.from(JSON.stringify({ message: 'Fatal error' }));
    response.writeHead(500, {
      ...this.deps.fixedHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': json.length,
    });
    response.end(json);
  }

  private serve(
    request: IncomingMessage & FrontDoorMarks,
    response: ServerResponse,
    principal: Principal | null,
    body: Buffer,
    arrivedAt: bigint,
    next: () => void,
  ): void {
    // A forced refresh is never answered from the cache (the route clears the dataset's answers after it).
    if (principal && hasPermission(principal, 'can_read', 'Chart') && !mayForceRefresh(body)) {
      const lookup = this.deps.answers.lookup(answerKey(principal, body));
      if (lookup.answer) return this.send(request, response, lookup.answer, principal, arrivedAt, 'POST', CHART_DATA_ROUTE);
      request.answerTicket = lookup.ticket;
      this.counted.misses.inc();
    }
    if (principal) noteAccess(request, { userId: principal.userId });
    this.handOn(request, response, body, next);
  }

  /** A viewer's read: from memory when this person read the same within the freshness window. */
  private serveRead(
    request: IncomingMessage & FrontDoorMarks,
    response: ServerResponse,
    principal: Principal | null,
    arrivedAt: bigint,
    next: () => void,
  ): void {
    if (principal && !this.deps.proxyLogin?.switchesFrom(request, principal)) {
      const acceptLanguage = request.headers['accept-language'];
      const lookup = this.deps.answers.lookup(
        readKey(principal, request.url ?? '', typeof acceptLanguage === 'string' ? acceptLanguage : ''),
      );
      if (lookup.answer) return this.send(request, response, lookup.answer, principal, arrivedAt, 'GET', readRoute(request));
      request.answerTicket = lookup.ticket;
      this.counted.misses.inc();
    }
    if (principal) noteAccess(request, { userId: principal.userId });
    next();
  }

  private handOn(request: IncomingMessage & FrontDoorMarks, response: ServerResponse, body: Buffer, next: () => void): void {
    try {
      request.body = parseJsonBody(body);
    } catch (error) {
      if (request.answerTicket) this.deps.answers.release(request.answerTicket);
      const answer = bodyErrorAnswer(error as { status?: number; type?: string });
      const json = Buffer.from(JSON.stringify(answer.body));
      response.writeHead(answer.status, {
        ...this.deps.fixedHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': json.length,
      });
      response.end(json);
      return;
    }
    next();
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    answer: StoredAnswer,
    principal: Principal,
    arrivedAt: bigint,
    method: 'GET' | 'POST',
    route: string,
  ): void {
    const given = request.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    noteAccess(request, { userId: principal.userId, route, requestId });
    const headers = this.answerHeaders.concat('X-Request-Id', requestId, 'ETag', answer.etag);
    let status = 200;
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      status = 304;
      response.writeHead(304, headers);
      response.end();
    } else {
      const { body, encoding } = this.deps.answers.encodedBody(answer, this.encodings.preferred(request.headers['accept-encoding']));
      if (encoding) headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', body.length);
      response.writeHead(200, headers);
      response.end(body);
    }
    const seconds = Number(process.hrtime.bigint() - arrivedAt) / 1e9;
    if (method === 'POST') {
      (status === 304 ? this.counted.notModified : this.counted.ok).inc();
      this.counted.duration.observe(seconds);
      this.counted.hits.inc();
    } else {
      const { metrics } = this.deps;
      metrics.httpRequests.inc({ method, route, status: String(status) });
      metrics.httpDuration.observe({ method, route }, seconds);
      metrics.answerCache.inc({ outcome: 'read-hit' });
    }
  }
}

/** `If-None-Match` names the ETag (weak comparison, as for GET), or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * `preferredEncoding` by `Accept-Encoding` value, remembered: a browser sends the same value on every
 * request, and parsing it per cache hit is measurable. Bounded, since the header is the client's to choose.
 */
class EncodingChoices {
  private static readonly MAX_REMEMBERED = 64;
  private readonly byHeader = new Map<string, ContentEncoding | null>();

  preferred(acceptEncoding: string | undefined): ContentEncoding | null {
    if (!acceptEncoding) return null;
    let choice = this.byHeader.get(acceptEncoding);
    if (choice === undefined) {
      choice = preferredEncoding(acceptEncoding);
      if (this.byHeader.size >= EncodingChoices.MAX_REMEMBERED) this.byHeader.clear();
      this.byHeader.set(acceptEncoding, choice);
    }
    return choice;
  }
}
