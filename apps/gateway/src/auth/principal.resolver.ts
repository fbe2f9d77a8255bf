import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { Request } from 'express';
import { AccessTokens } from './access-tokens';
import { IdentityDirectory, type DirectoryUser } from './identity-directory';
import type { Principal } from './principal';
import type { SessionService } from './session.service';
import type { TokenVersions } from './token-versions';

export const SESSION_COOKIE = 'session';
export const GUEST_TOKEN_HEADER = 'x-guesttoken';

/** flask-jwt-extended answers token problems as 401 `{"msg": …}`; the error filter keeps that shape. */
export function jwtError(reason: string, status = 401): TesseraError {
  return new TesseraError(ErrorCode.UNAUTHORIZED, reason, { extra: { envelope: 'msg', http_status: status } });
}

export const REVOKED_TOKEN = 'Token has been revoked';

/**
 * Finds who is calling: a bearer JWT, then a guest token (embedded dashboards), then the session
 * cookie. A present but invalid token is an error; no credentials at all is an anonymous request.
 * Tokens and sessions carry the user's token version; an older one than the user's is refused.
 */
export class PrincipalResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokens,
    private readonly directory: IdentityDirectory,
    private readonly versions: TokenVersions,
  ) {}

  async resolve(request: Request): Promise<Principal | null> {
    const authorization = request.headers.authorization;
    if (authorization) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization);
      if (!match) throw jwtError("Missing 'Bearer' type in 'Authorization' header. Expected 'Authorization: Bearer <JWT>'");
      const check = this.tokens.verifyAccess(match[1].trim());
      if (!check.ok) throw jwtError(check.reason, check.status);
      return this.userPrincipal(check.claims.userId, 'jwt', check.claims.version);
    }
    const guestToken = request.headers[GUEST_TOKEN_HEADER];
    if (typeof guestToken === 'string' && guestToken) return this.guestPrincipal(guestToken);
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
    if (!session) return null;
    const principal = await this.userPrincipal(session.userId, 'session', session.tokenVersion);
    if (!principal) {
      // A revoked session is gone for good; deleting it spares later requests the check.
      await this.sessions.destroy(session.id);
      return null;
    }
    return { ...principal, session: { id: session.id, csrfToken: session.csrfToken } };
  }

  /**
   * The principal of an active user whose token (or session) carries their current token version.
   * A JWT for anyone else is refused with flask-jwt-extended's 401; a session is simply not one.
   */
  async userPrincipal(userId: number, authMethod: 'session' | 'jwt', tokenVersion: number): Promise<Principal | null> {
    const user = await this.currentUser(userId);
    if (!user || !user.active) {
      if (authMethod === 'jwt') throw jwtError('User not found or inactive');
      return null;
    }
    if (tokenVersion !== user.tokenVersion) {
      if (authMethod === 'jwt') throw jwtError(REVOKED_TOKEN);
      return null;
    }
    const access = await this.directory.accessOf(user.id);
    return {
      kind: 'user',
      userId: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: access.roles,
      permissions: access.permissions,
      permissionsDigest: access.digest,
      authMethod,
    };
  }

  /**
   * The user with the newest token version any replica announced. The directory caches users for
   * a few seconds per process; when the shared record is ahead of the cached row, the row (and the
   * user's cached access) is stale and read again.
   */
  async currentUser(userId: number): Promise<DirectoryUser | null> {
    const [announced, cached] = await Promise.all([this.versions.latest(userId), this.directory.findUser(userId)]);
    if (announced === null || (cached && cached.tokenVersion >= announced)) return cached;
    this.directory.forgetUser(userId);
    const user = await this.directory.findUser(userId);
    // A deleted user's record outlives the row; a row behind the record is never trusted.
    return user ? { ...user, tokenVersion: Math.max(user.tokenVersion, announced) } : null;
  }

  private async guestPrincipal(token: string): Promise<Principal> {
    const check = this.tokens.verifyGuest(token);
    if (!check.ok) throw new TesseraError(ErrorCode.UNAUTHORIZED, `Invalid guest token: ${check.reason}`);
    const access = await this.directory.guestAccess();
    const { user, resources, rls } = check.claims;
    return {
      kind: 'guest',
      userId: null,
      username: user.username ?? 'guest',
      firstName: user.first_name ?? 'Guest',
      lastName: user.last_name ?? '',
      roles: access.roles,
      permissions: access.permissions,
      permissionsDigest: access.digest,
      authMethod: 'guest',
      guest: { resources, rls },
    };
  }
}
