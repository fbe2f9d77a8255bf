import type { MetricsRegistry } from '@tessera/platform';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** How long a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Never refused: health probes (an orchestrator must see the pod alive), the login and the page
 * itself (a person arriving during a rush gets in and sees the site answer), static assets.
 */
function isExempt(request: Request): boolean {
  const path = request.path;
  return (
    !path.startsWith('/api/') ||
    path === '/api/v1/security/login' ||
    path === '/api/v1/security/refresh' ||
    path === '/health' ||
    path === '/ready'
  );
}

/**
 * Sheds load explicitly when the gateway is saturated: beyond `maxInFlight` API requests at once,
 * a new one is answered at once with 503 and `Retry-After` (counted in `tessera_http_shed_total`)
 * rather than queued for seconds until a bus time-out answers 408. Cache hits never get here (the
 * front door answers them), so what this bounds is the work that costs: service calls and queries.
 */
export function loadShedder(maxInFlight: number, metrics: MetricsRegistry): RequestHandler {
  let inFlight = 0;
  return (request: Request, response: Response, next: NextFunction) => {
    if (isExempt(request)) return next();
    if (inFlight >= maxInFlight) {
      metrics.shedRequests.inc({ route: request.path.startsWith('/api/v1/chart/data') ? '/api/v1/chart/data' : 'api' });
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      response.status(503).json({ message: 'The server is busy; please retry in a moment.' });
      return;
    }
    inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= 1;
    };
    response.on('finish', release);
    response.on('close', release);
    next();
  };
}
