import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { contextFrom, SpanKind, SpanStatusCode, startSpan, withSpan } from '@tessera/platform';
import { noteAccess, routeLabel } from './access-log';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * One server span per HTTP request, continuing the caller's W3C `traceparent` when it sent one,
 * active while every `request` listener (front door, Express) handles it, so bus calls made for
 * the request carry it on. Named by route template once the route is known, as tracing UIs group.
 */
export function installHttpTracing(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const span = startSpan(
      `${request.method} request`,
      SpanKind.SERVER,
      { 'http.request.method': request.method ?? 'GET' },
      contextFrom({ traceparent: request.headers.traceparent, tracestate: request.headers.tracestate }),
    );
    const { traceId } = span.spanContext();
    if (span.isRecording()) noteAccess(request, { traceId });
    response.once('close', () => {
      const status = response.writableFinished ? response.statusCode : 499;
      const route = routeLabel(request, status);
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    withSpan(span, () => {
      for (const listener of listeners) listener.call(server, request, response);
    });
  });
}
