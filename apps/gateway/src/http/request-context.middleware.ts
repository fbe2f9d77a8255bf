import { randomUUID } from 'node:crypto';
import { negotiateLocale, type Locale } from '@tessera/i18n';
import { runWithRequestContext, type MetricsRegistry } from '@tessera/platform';
import type { NextFunction, Request, Response } from 'express';
import { routeLabel } from './access-log';

/** A caller's `X-Request-Id` is kept when it looks like one; otherwise the gateway makes its own. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (the caller's `X-Request-Id` when well-formed), returns it in the
 * response, runs the request inside that context so logs and bus envelopes carry it, and
 * records request metrics by route. The context's language is the one `Accept-Language` prefers,
 * else `defaultLocale`; the auth guard puts a signed-in user's saved language in its place.
 */
export function requestContextMiddleware(metrics: MetricsRegistry, defaultLocale: Locale) {
  return (request: Request, response: Response, next: NextFunction) => {
    const given = request.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    response.setHeader('X-Request-Id', requestId);
    const stopTimer = metrics.httpDuration.startTimer();
    response.on('finish', () => {
      const route = routeLabel(request, response.statusCode);
      stopTimer({ method: request.method, route });
      metrics.httpRequests.inc({ method: request.method, route, status: String(response.statusCode) });
    });
    const locale = negotiateLocale(request.headers['accept-language']) ?? defaultLocale;
    runWithRequestContext({ requestId, receivedAt: Date.now(), locale }, next);
  };
}
