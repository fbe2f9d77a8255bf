import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, SupersetErrorType, TesseraError } from '@tessera/contracts';
import type { Request } from 'express';
import type { Principal } from './principal';
import { serverText } from '@tessera/platform';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-csrftoken';
/** Form posts that cannot set headers (a plain HTML form, `navigator.sendBeacon`) send the token as this field. */
export const CSRF_FORM_FIELD = 'csrf_token';

/**
 * Cookie-authenticated writes must echo the session's CSRF token (Flask-WTF's rule), in the
 * `X-CSRFToken` header or, for form posts, the `csrf_token` field. Bearer-token and guest requests
 * are not exposed to cross-site forgery; a token they send anyway is ignored.
 */
export function assertCsrf(request: Request, principal: Principal): void {
  if (principal.authMethod !== 'session' || SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER] ?? formToken(request);
  if (typeof sent !== 'string' || sent === '') throw csrfError(serverText('The CSRF token is missing.'));
  const expected = Buffer.from(principal.session?.csrfToken ?? '');
  const given = Buffer.from(sent);
  if (expected.length === 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw csrfError(serverText('The CSRF tokens do not match.'));
  }
}

function formToken(request: Request): unknown {
  if (!request.is('application/x-www-form-urlencoded') && !request.is('multipart/form-data')) return undefined;
  return (request.body as Record<string, unknown> | undefined)?.[CSRF_FORM_FIELD];
}

function csrfError(reason: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, `400 Bad Request: ${reason}`, {
    errorType: SupersetErrorType.GENERIC_BACKEND_ERROR,
  });
}
