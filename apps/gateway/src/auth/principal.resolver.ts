import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { Request } from 'express';
import { AccessTokens } from './access-tokens';
import { IdentityDirectory } from './identity-directory';
import type { Principal } from './principal';
import type { SessionService } from './session.service';

export const SESSION_COOKIE = 'session';
export const GUEST_TOKEN_HEADER = 'x-guesttoken';

/** flask-jwt-extended answers token problems as 401 `{"msg": …}`; the error filter keeps that shape. */
export function jwtError(reason: string, status = 401): TesseraError {
  return new TesseraError(ErrorCode.UNAUTHORIZED, reason, { extra: { envelope: 'msg', http_status: status } });
}

/**
 * Finds who is calling: a bearer JWT, then a guest token (embedded dashboards), then the session
 * cookie. A present but invalid token is an error; no credentials at all is an anonymous request.
 */
export class PrincipalResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokens,
    private readonly directory: IdentityDirectory,
  ) {}

  async resolve(request: Request): Promise<Principal | null> {
    const authorization = request.headers.authorization;
    if (authorization) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization);
      if (!match) throw jwtError("Missing 'Bearer' type in 'Authorization' header. Expected 'Authorization: Bearer <JWT>'");
      const check = this.tokens.verifyAccess(match[1].trim());
      if (!check.ok) throw jwtError(check.reason, check.status);
      return this.userPrincipal(check.claims.userId, 'jwt');
    }
    const guestToken = request.headers[GUEST_TOKEN_HEADER];
    if (typeof guestToken === 'string' && guestToken) return this.guestPrincipal(guestToken);
    const session = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
    if (!session) return null;
    const principal = await this.userPrincipal(session.userId, 'session');
    return principal ? { ...principal, session: { id: session.id, csrfToken: session.csrfToken } } : null;
  }

  async userPrincipal(userId: number, authMethod: 'session' | 'jwt'): Promise<Principal | null> {
    const user = await this.directory.findUser(userId);
    if (!user || !user.active) {
      if (authMethod === 'jwt') throw jwtError('User not found or inactive');
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
