import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { JsonLogger } from '@tessera/platform';

/** What the code that answered a request tells the access log (the front door answers outside Express). */
export interface AccessNote {
  route?: string;
  userId?: number | null;
  /** Set where the response's headers go out through `writeHead` (then `getHeader` cannot see them). */
  requestId?: string;
  /** The request's trace, when tracing is on (else the caller's `traceparent` is logged). */
  traceId?: string;
}

const NOTE = Symbol('tessera.accessNote');
type Noted = IncomingMessage & { [NOTE]?: AccessNote; route?: { path?: string }; principal?: { userId?: number | null } };

export function noteAccess(request: IncomingMessage, note: AccessNote): void {
  const noted = request as Noted;
  // Added to in place: notes come from more than one place per request, and a copy each time shows on the hot path.
  const existing = noted[NOTE];
  if (existing) Object.assign(existing, note);
  else noted[NOTE] = { ...note };
}

/** The route template a request matched (`/api/v1/chart/:pk`), never its ids: lines group by route. */
export function routeLabel(request: IncomingMessage, status: number): string {
  const noted = request as Noted;
  return noted[NOTE]?.route ?? noted.route?.path ?? (status === 404 ? 'unmatched' : 'static');
}

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** The W3C trace id the caller sent (`traceparent`), so a line can be joined to the caller's trace. */
export function traceIdOf(request: IncomingMessage): string | null {
  const header = request.headers.traceparent;
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  return match && !/^0+$/.test(match[1]) ? match[1] : null;
}

/** One access-log line's fields. */
export interface AccessLine {
  method: string;
  route: string;
  status: number;
  duration_ms: number;
  bytes: number;
  user_id: number | null;
  request_id: string | null;
  trace_id: string | null;
}

/**
 * One JSON line per HTTP request, however it was answered (the front door, Express, a static file)
 * or abandoned (status 499: the client went away first). Listens before every other `request`
 * listener, so its clock starts as the request arrives. `bytes` counts what went on the wire for
 * the response, headers included.
 */
export function installAccessLog(server: Server, logger: JsonLogger): void {
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!logger.enabled('info')) return;
    const startedAt = process.hrtime.bigint();
    const socket = request.socket;
    const bytesBefore = socket.bytesWritten;
    response.once('close', () => {
      const status = response.writableFinished ? response.statusCode : 499;
      const requestId = (request as Noted)[NOTE]?.requestId ?? response.getHeader('x-request-id');
      const line: AccessLine = {
        method: request.method ?? 'GET',
        route: routeLabel(request, status),
        status,
        duration_ms: Number(process.hrtime.bigint() - startedAt) / 1e6,
        bytes: Math.max(0, socket.bytesWritten - bytesBefore),
        user_id: (request as Noted)[NOTE]?.userId ?? (request as Noted).principal?.userId ?? null,
        request_id: typeof requestId === 'string' ? requestId : null,
        trace_id: (request as Noted)[NOTE]?.traceId ?? traceIdOf(request),
      };
      logger.info('request', line as unknown as Record<string, unknown>);
    });
  });
}
