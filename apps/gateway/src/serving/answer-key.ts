import { hash } from 'node:crypto';
import type { Principal } from '../auth/principal';

/**
 * What, besides the request itself, decides a chart-data answer: which datasets the caller may read
 * and which row-level-security rules apply. Both follow from the caller's roles and permission set
 * (chart data has no per-user templating; RLS rules attach to roles), or, for an embedded guest,
 * from the token's resources and RLS rules. Callers with the same context share answers; any
 * difference in it gives a different key.
 */
export function accessContextOf(principal: Principal): string {
  const roles = [...principal.roles].sort().join(',');
  if (principal.kind === 'guest') return `guest|${principal.permissionsDigest}|${roles}|${JSON.stringify(principal.guest ?? null)}`;
  return `user|${principal.permissionsDigest}|${roles}`;
}

/** Each principal's access context with its separator, as bytes: a cached principal serves many requests. */
const contextPrefixes = new WeakMap<Principal, Buffer>();

/** The answer-cache key of a chart-data request body sent by `principal`. */
export function answerKey(principal: Principal, body: Buffer | string): string {
  let prefix = contextPrefixes.get(principal);
  if (prefix === undefined) {
    prefix = Buffer.from(`${accessContextOf(principal)}\0`);
    contextPrefixes.set(principal, prefix);
  }
  // The one-shot hash of one buffer costs a cache hit half what a Hash object fed in three parts does.
  return hash('sha256', Buffer.concat([prefix, typeof body === 'string' ? Buffer.from(body) : body]), 'base64url');
}

/**
 * The answer-cache key of a read (`GET`) by `principal`: per person, since what a read answers may
 * depend on who asks (ownership of a draft dashboard, say), and per access context as well; and per
 * `Accept-Language`, which chooses the bootstrap's language for a user who picked none.
 */
export function readKey(principal: Principal, url: string, acceptLanguage = ''): string {
  return answerKey(principal, `GET\0${principal.kind}:${principal.userId ?? ''}\0${url}\0${acceptLanguage}`);
}

/**
 * Whether a chart-data body may ask for a forced refresh. Read from the raw text so that a cache hit
 * needs no JSON parsing; a false alarm (the words inside a string) only costs a trip to the service.
 */
export function mayForceRefresh(body: Buffer | string): boolean {
  if (!body.includes('"force"')) return false;
  return /"force"\s*:\s*true/.test(typeof body === 'string' ? body : body.toString('latin1'));
}
