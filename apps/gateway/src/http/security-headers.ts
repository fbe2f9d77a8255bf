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

/**
 * The policy as a header value; `frameAncestors` are the pages allowed to frame the response, and
 * `scriptOrigins` the other sites the page may run scripts from (the registered chart plugin
 * bundles'), added to `'self'` and nothing else.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[] = NO_FRAMING, scriptOrigins: readonly string[] = []): string {
  const scriptSrc = [...SPA_DIRECTIVES['script-src']!, ...scriptOrigins];
  return Object.entries({ ...SPA_DIRECTIVES, 'script-src': scriptSrc, 'frame-ancestors': frameAncestors })
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A DNS name, an IPv4 address or a bracketed IPv6 address. */
const PLAIN_HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/**
 * The script source a chart plugin bundle needs: `scheme://host:port` of an http(s) URL, the bare
 * `host:port` of a protocol-relative one (matched with the page's own scheme), and `null` for a path
 * on this site (`'self'` admits it) or anything else. Only parsed origins come out, so a stored URL
 * can neither widen the policy with a wildcard nor add directives of its own.
 */
export function pluginScriptSource(bundleUrl: string): string | null {
  try {
    const relativeToScheme = bundleUrl.startsWith('//');
    const url = new URL(relativeToScheme ? `https:${bundleUrl}` : bundleUrl);
    // A host the URL parser kept a `*` in would be a CSP wildcard: refused with anything not a plain name.
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !PLAIN_HOST.test(url.hostname)) return null;
    return relativeToScheme ? url.host : url.origin;
  } catch {
    return null;
  }
}

/** The distinct script sources of the registered bundles, in a stable order. */
export function pluginScriptSources(bundleUrls: readonly string[]): string[] {
  return [...new Set(bundleUrls.map(pluginScriptSource).filter((source): source is string => source !== null))].sort();
}

/** The page's policy with the chart plugin bundles' sites admitted for scripts (framing still refused). */
export function allowPluginScripts(response: Response, scriptOrigins: readonly string[]): void {
  if (scriptOrigins.length > 0) response.setHeader('Content-Security-Policy', contentSecurityPolicy(NO_FRAMING, scriptOrigins));
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
export function allowFramingBy(response: Response, allowedDomains: readonly string[], scriptOrigins: readonly string[] = []): void {
  const origins = [...new Set(allowedDomains.map(frameAncestorOf).filter((origin): origin is string => origin !== null))];
  const ancestors = allowedDomains.length === 0 ? ['*'] : origins.length > 0 ? origins : NO_FRAMING;
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(ancestors, scriptOrigins));
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
