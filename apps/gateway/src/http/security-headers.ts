import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * What the single-page app needs, and nothing more: its own scripts (no `eval`, no inline
 * scripts), inline styles (semantic-ui, ag-grid and d3 set `style` attributes), images and
 * downloads built in the page (`data:`, `blob:`), the SQL editor's ace workers (started from
 * `blob:` URLs), and the websocket for async query events and chart data.
 */
const SPA_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const NO_FRAMING = ["'none'"];

/** The policy as a header value; `frameAncestors` are the pages allowed to frame the response. */
export function contentSecurityPolicy(frameAncestors: readonly string[] = NO_FRAMING): string {
  return Object.entries({ ...SPA_DIRECTIVES, 'frame-ancestors': frameAncestors })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers on every response: the policy above with framing refused (`frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` for older browsers), `nosniff`, and a referrer policy that sends other
 * sites the origin only. HSTS only when configured (`TESSERA_HSTS_MAX_AGE`): the gateway is often
 * served over plain HTTP on a private network, where a remembered HSTS policy would lock browsers out.
 */
export function securityHeaders(options: { hstsMaxAgeSeconds: number }): RequestHandler {
  const directives = Object.fromEntries(Object.entries(SPA_DIRECTIVES).map(([name, sources]) => [name, [...sources]]));
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, 'frame-ancestors': NO_FRAMING } },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hstsMaxAgeSeconds > 0 ? { maxAge: options.hstsMaxAgeSeconds, includeSubDomains: false } : false,
  });
}

/** `scheme://host:port` of an allowed domain, or `null` when it cannot be a frame ancestor. */
function frameAncestorOf(domain: string): string | null {
  try {
    const url = new URL(domain);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Lets the pages of an embedding's allowed domains frame this response (Superset lets any page
 * frame it when the list is empty). Only parsed origins reach the header, so a stored domain cannot
 * add directives of its own.
 */
export function allowFramingBy(response: Response, allowedDomains: readonly string[]): void {
  const origins = [...new Set(allowedDomains.map(frameAncestorOf).filter((origin): origin is string => origin !== null))];
  const ancestors = allowedDomains.length === 0 ? ['*'] : origins.length > 0 ? origins : NO_FRAMING;
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(ancestors));
  response.removeHeader('X-Frame-Options');
}

/**
 * Source maps are not built for production; should one be copied into the bundle anyway, it is
 * still not served, as it would publish the client's source.
 */
export const refuseSourceMaps: RequestHandler = (request, response, next) => {
  if (request.path.endsWith('.map') && !request.path.startsWith('/api/')) return void response.status(404).json({ message: 'Not found' });
  next();
};

/**
 * The headers `middleware` sets on every response, read once by running it on a stand-in response,
 * for a path that answers without Express (the serving front door) yet must send the same headers.
 */
export function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), { name, value: String(value) }),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase())?.value,
  };
  let finished = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, response as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('The header middleware did not finish at once');
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}
