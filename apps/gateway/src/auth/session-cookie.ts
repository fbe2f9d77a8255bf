import type { Request, Response } from 'express';
import { SESSION_COOKIE } from './principal.resolver';

/** Hands the browser a new session's signed cookie. */
export function setSessionCookie(request: Request, response: Response, session: { cookieValue: string; expires: Date }): void {
  response.cookie(SESSION_COOKIE, session.cookieValue, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.secure,
    expires: session.expires,
    path: '/',
  });
}

export function clearSessionCookie(response: Response): void {
  response.clearCookie(SESSION_COOKIE, { path: '/' });
}
