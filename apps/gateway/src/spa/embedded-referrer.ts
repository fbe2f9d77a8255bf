/** `scheme://host:port` of an address, or `null` when it is not an absolute http(s) URL. */
function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Superset's check before it serves `/embedded/{uuid}`: with no allowed domains any page may embed
 * the dashboard; otherwise the referrer (the host page, as the browser reports it) must have the
 * same origin as one of them.
 */
export function isEmbeddingReferrerAllowed(referrer: string | undefined, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const origin = referrer ? originOf(referrer) : null;
  if (origin === null) return false;
  return allowedDomains.some((domain) => originOf(domain) === origin);
}
