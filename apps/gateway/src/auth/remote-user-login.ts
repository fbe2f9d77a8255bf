import { TesseraError } from '@tessera/contracts';
import type { SsoConfig } from '@tessera/platform';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { ExternalLogins } from '../sso/external-logins';
import { trustedPeers } from '../sso/trusted-peers';
import type { Principal } from './principal';
import type { PrincipalResolver } from './principal.resolver';
import { SESSION_COOKIE } from './principal.resolver';
import { setSessionCookie } from './session-cookie';
import type { SessionService } from './session.service';
import type { TokenVersions } from './token-versions';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Logs in the user an authenticating proxy names in a header (Flask-AppBuilder's AUTH_REMOTE_USER).
 * The header is believed only from a direct peer in TESSERA_TRUSTED_PROXIES; from anyone else it is
 * ignored, so a client cannot name itself. A believed header opens a cookie session like the password
 * login, on a page or API read (never on a write, which then still needs the session's CSRF token);
 * a session of someone else is ended first.
 */
export class RemoteUserLogin {
  private readonly trusted: (address: string | undefined) => boolean;

  constructor(
    private readonly config: SsoConfig,
    trustedProxies: readonly string[],
    private readonly logins: ExternalLogins,
    private readonly sessions: SessionService,
    private readonly principals: PrincipalResolver,
    private readonly versions: TokenVersions,
  ) {
    this.trusted = trustedPeers(trustedProxies);
  }

  middleware(): RequestHandler {
    return (request, response, next) => {
      this.handle(request, response).then(
        (handled) => (handled ? undefined : next()),
        (error: unknown) => next(error),
      );
    };
  }

  /** The person a believed header names on a request that may open a session; null when there is none. */
  namedBy(request: IncomingMessage): string | null {
    if (!SAFE_METHODS.has(request.method ?? '') || !this.trusted(request.socket.remoteAddress)) return null;
    if (request.headers.authorization) return null;
    return headerValue(request, this.config.remoteUser.header);
  }

  /**
   * Whether this request will be answered as someone other than `current`, the caller its credential
   * proves: the serving front door must then neither answer it from `current`'s kept reads nor keep
   * its answer as theirs.
   */
  switchesFrom(request: IncomingMessage, current: Principal | null): boolean {
    const username = this.namedBy(request);
    return username !== null && !(current?.kind === 'user' && current.username.toLowerCase() === username.toLowerCase());
  }

  /** True when the request was answered here (a refusal). */
  private async handle(request: Request, response: Response): Promise<boolean> {
    const username = this.namedBy(request);
    if (!username) return false;
    const current = await this.principals.resolve(request).catch(() => null);
    if (!this.switchesFrom(request, current)) return false;
    if (current?.session) await this.principals.endSession(request, current.session.id);
    const groupsHeader = this.config.remoteUser.groupsHeader;
    const groups = groupsHeader
      ? (headerValue(request, groupsHeader) ?? '')
          .split(',')
          .map((group) => group.trim())
          .filter(Boolean)
      : [];
    let user;
    try {
      user = await this.logins.admit('remote_user', { profile: { username, firstName: username, lastName: '', email: '' }, groups });
    } catch (error) {
      if (!(error instanceof TesseraError)) throw error;
      response.status(403).json({ message: error.message });
      return true;
    }
    await this.versions.announce(user.id, user.tokenVersion);
    const session = await this.sessions.create(user.id, user.tokenVersion);
    setSessionCookie(request, response, session);
    // This very request is answered as the user too.
    request.cookies = { ...(request.cookies as Record<string, string>), [SESSION_COOKIE]: session.cookieValue };
    return false;
  }
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && text.length <= 64 ? text : null;
}
