// One virtual user's view of Tessera: timed, checked API calls and the dashboard's chart-data socket,
// over a transport that the k6 entry (tessera.k6.js) and the node runner (runner/transport.mjs) each
// supply. Nothing here imports k6 or node, so both run the very same scenarios.
//
// A transport has:
//   http(method, url, { headers, body, kind }) → Promise<{ status, text, error? }>   (status 0 and `error` when no answer came)
//   openSocket(url, headers) → { send(text), close(), onOpen(fn), onMessage(fn(text)), onClose(fn(reason)) }
//   record(kind, milliseconds, failure)  one measured request: `failure` is null or why it failed
//   now() → milliseconds; sleep(seconds) → Promise; setTimer(ms, fn) → cancel()
import { ChartDataSocket } from './chart-data-socket.mjs';
import { risonQuery } from './rison.mjs';

/** How long one request or socket answer may take before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 60_000;

function parseJson(text) {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function queryString(query) {
  if (!query) return '';
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${key === 'q' && typeof value !== 'string' ? risonQuery(value) : encodeURIComponent(String(value))}`,
    );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Why an answer does not count as a success, or null. */
export function answerFailure(step, status, body) {
  const expected = step.expect ?? [200];
  if (status === 0) return 'no answer';
  if (!expected.includes(status)) return `HTTP ${status}`;
  if (body === undefined) return 'answer is not JSON';
  return step.check ? step.check(body) : null;
}

export class Session {
  constructor(transport, baseUrl) {
    this.transport = transport;
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.token = null;
  }

  get headers() {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  /**
   * One API call, timed and checked, recorded under `step.kind`: `{ kind, method, path, query, body, expect, check }`.
   * `query.q` may be an object (sent as rison); `check(body)` answers why a well-formed answer is still wrong.
   */
  async request(step) {
    const method = step.method ?? 'GET';
    const headers = { ...this.headers, accept: 'application/json' };
    let body;
    if (step.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
    }
    const started = this.transport.now();
    const answer = await this.transport.http(method, `${this.baseUrl}${step.path}${queryString(step.query)}`, {
      headers,
      body,
      kind: step.kind,
    });
    const elapsed = this.transport.now() - started;
    const parsed = parseJson(answer.text);
    const failure = answer.status === 0 ? `no answer (${answer.error ?? 'unknown'})` : answerFailure(step, answer.status, parsed);
    this.transport.record(step.kind, elapsed, failure);
    return { ok: failure === null, status: answer.status, body: parsed, failure };
  }

  /** Bearer login as the SPA's API clients do; the token authenticates every later call and the socket. */
  async login(username, password, kind = 'login') {
    const answer = await this.request({
      kind,
      method: 'POST',
      path: '/api/v1/security/login',
      body: { username, password, provider: 'db' },
      check: (body) => (typeof body?.access_token === 'string' ? null : 'no access_token'),
    });
    if (!answer.ok) throw new Error(`login as ${username} failed: ${answer.failure}`);
    this.token = answer.body.access_token;
  }

  /** The dashboard's chart-data socket, authenticated like the HTTP calls (its handshake carries the token). */
  openChartDataSocket(path) {
    const url = `${this.baseUrl.replace(/^http/, 'ws')}${path}`;
    return ChartDataSocket.open(this.transport, url, this.headers, REQUEST_TIMEOUT_MS);
  }
}
