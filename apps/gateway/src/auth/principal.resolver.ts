import { ErrorCode, TesseraError } from '@tessera/contracts';
import { isSupportedLocale } from '@tessera/i18n';
import { looksLikeApiKey } from '@tessera/security';
import type { Request } from 'express';
import type { AccessTokens } from '../security/access-tokens';
import type { DirectoryUser, IdentityDirectory } from '../security/identity-directory';
import type { Principal } from './principal';
import type { SessionService } from './session.service';
import type { TokenVersions } from './token-versions';
import type { EndedSessions } from './ended-sessions';
import { PrincipalCache, type CachedPrincipal } from './principal-cache';
import type { ApiKeyCredentials } from './api-key-credentials';

export const SESSION_COOKIE = 'session';
export const GUEST_TOKEN_HEADER = 'x-guesttoken';

/** flask-jwt-extended answers token problems as 401 `{"msg": …}`; the error filter keeps that shape. */
export function jwtError(reason: string, status = 401): TesseraError {
  return new TesseraError(ErrorCode.UNAUTHORIZED, reason, { extra: { envelope: 'msg', http_status: status } });
}

export const REVOKED_TOKEN = 'Token has been revoked';
export const INVALID_API_KEY = 'Invalid, expired or revoked API key';

/** The credential a request proves itself with, as the key its principal is cached under. */
type Credential = { kind: 'jwt' | 'api_key' | 'guest' | 'session'; value: string; key: string };

/**
 * The request's credential: a bearer JWT, then a guest token (embedded dashboards), then the session
 * cookie; null when it has none. A malformed `Authorization` header is an error.
 */
function credentialOf(request: Pick<Request, 'headers' | 'cookies'>): Credential | null {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization);
    if (!match) throw jwtError("Missing 'Bearer' type in 'Authorization' header. Expected 'Authorization: Bearer <JWT>'");
    const value = match[1].trim();
    // Personal API keys travel as bearer tokens too, so every client that sends a JWT can send one.
    if (looksLikeApiKey(value)) return { kind: 'api_key', value, key: `api_key:${value}` };
    return { kind: 'jwt', value, key: `jwt:${value}` };
  }
  const guestToken = request.headers[GUEST_TOKEN_HEADER];
  if (typeof guestToken === 'string' && guestToken) return { kind: 'guest', value: guestToken, key: `guest:${guestToken}` };
  const cookie = request.cookies?.[SESSION_COOKIE] as unknown;
  if (typeof cookie === 'string' && cookie) return { kind: 'session', value: cookie, key: `session:${cookie}` };
  return null;
}

/**
 * Whether a cached user principal still holds, from the shared revocation records: no newer token
 * version announced, its session not ended, its API key not revoked. Undefined when a record could
 * not be read at once (see `PrincipalResolver.resolveAtOnce`).
 */
function stillCurrent(
  cached: CachedPrincipal,
  records: { announced: number | null | undefined; ended: boolean | undefined; keyRevoked: boolean | undefined },
): boolean | undefined {
  const { announced, ended, keyRevoked } = records;
  if (announced === undefined || ended === undefined || keyRevoked === undefined) return undefined;
  return !ended && !keyRevoked && (announced === null || announced <= (cached.tokenVersion ?? 0));
}

/**
 * Finds who is calling: a bearer JWT or personal API key, then a guest token (embedded dashboards),
 * then the session cookie. A present but invalid token is an error; no credentials at all is an
 * anonymous request.
 * Tokens and sessions carry the user's token version; an older one than the user's is refused.
 *
 * A resolved principal is reused for a few seconds per credential (see `PrincipalCache`), but every
 * request still checks the shared revocation records (token versions, ended sessions), so a
 * revocation on any replica holds on all of them at once.
 */
export class PrincipalResolver {
  private readonly cache = new PrincipalCache();
  /** Resolutions under way, shared by the requests that arrive together when an entry has expired. */
  private readonly resolving = new Map<string, Promise<Principal | null>>();

  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokens,
    private readonly directory: IdentityDirectory,
    private readonly versions: TokenVersions,
    private readonly endedSessions: EndedSessions,
    /** Absent: API keys are refused like any unknown bearer token. */
    private readonly apiKeys?: ApiKeyCredentials,
  ) {}

  async resolve(request: Pick<Request, 'headers' | 'cookies'>): Promise<Principal | null> {
    const credential = credentialOf(request);
    if (!credential) return null;
    const cached = this.cache.get(credential.key, this.directory.accessGeneration());
    if (cached && (await this.isStillCurrent(cached))) return cached.principal;
    this.cache.delete(credential.key);
    const pending = this.resolving.get(credential.key);
    if (pending) return pending;
    const resolution = this.resolveAndCache(credential);
    this.resolving.set(credential.key, resolution);
    try {
      return await resolution;
    } finally {
      this.resolving.delete(credential.key);
    }
  }

  private async resolveAndCache(credential: Credential): Promise<Principal | null> {
    const accessGeneration = this.directory.accessGeneration();
    const resolved = await this.resolveAfresh(credential);
    if (resolved)
      this.cache.set(
        credential.key,
        { principal: resolved.principal, tokenVersion: resolved.tokenVersion, accessGeneration },
        resolved.expiresAt,
      );
    return resolved?.principal ?? null;
  }

  /** Ends the request's session on every replica (logout). */
  async endSession(request: Pick<Request, 'headers' | 'cookies'>, sessionId: string): Promise<void> {
    await this.endedSessions.end(sessionId);
    await this.sessions.destroy(sessionId);
    const credential = credentialOf(request);
    if (credential) this.cache.delete(credential.key);
  }

  /**
   * The caller when it can be told without waiting: its principal is cached and the revocation
   * records answer at once (a store in this process: embedded mode). Undefined when it cannot, or
   * when the cached principal no longer holds: `resolve` then gives the answer (or the refusal) after
   * the checks that need a round trip, and re-resolves or drops the entry.
   */
  resolveAtOnce(request: Pick<Request, 'headers' | 'cookies'>): Principal | null | undefined {
    let credential: Credential | null;
    try {
      credential = credentialOf(request);
    } catch {
      return undefined;
    }
    if (!credential) return null;
    const cached = this.cache.get(credential.key, this.directory.accessGeneration());
    if (!cached) return undefined;
    const { principal } = cached;
    if (principal.kind !== 'user' || principal.userId === null) return principal;
    const { apiKeyId } = principal;
    const { apiKeys } = this;
    const holds = stillCurrent(cached, {
      announced: this.versions.latestNow(principal.userId),
      ended: principal.session ? this.endedSessions.hasEndedNow(principal.session.id) : false,
      keyRevoked: apiKeyId !== undefined && apiKeys ? apiKeys.isRevokedNow(apiKeyId) : false,
    });
    return holds === true ? principal : undefined;
  }

  /** Revoked since it was cached: a newer token version announced, the session ended or the API key revoked. */
  private async isStillCurrent(cached: CachedPrincipal): Promise<boolean> {
    const { principal } = cached;
    if (principal.kind !== 'user' || principal.userId === null) return true;
    const { apiKeyId } = principal;
    const { apiKeys } = this;
    const [announced, ended, keyRevoked] = await Promise.all([
      this.versions.latest(principal.userId),
      principal.session ? this.endedSessions.hasEnded(principal.session.id) : false,
      apiKeyId !== undefined && apiKeys ? apiKeys.isRevoked(apiKeyId) : false,
    ]);
    return stillCurrent(cached, { announced, ended, keyRevoked }) === true;
  }

  private async resolveAfresh(
    credential: Credential,
  ): Promise<{ principal: Principal; tokenVersion: number | null; expiresAt?: number } | null> {
    if (credential.kind === 'jwt') {
      const check = this.tokens.verifyAccess(credential.value);
      if (!check.ok) throw jwtError(check.reason, check.status);
      const principal = await this.userPrincipal(check.claims.userId, 'jwt', check.claims.version);
      return principal && { principal, tokenVersion: check.claims.version, expiresAt: epochMs(check.claims.exp) };
    }
    if (credential.kind === 'api_key') return this.apiKeyPrincipal(credential.value);
    if (credential.kind === 'guest') {
      const { principal, exp } = await this.guestPrincipal(credential.value);
      return { principal, tokenVersion: null, expiresAt: epochMs(exp) };
    }
    const session = await this.sessions.resolve(credential.value);
    if (!session) return null;
    const principal = await this.userPrincipal(session.userId, 'session', session.tokenVersion);
    if (!principal) {
      // A revoked session is gone for good; deleting it spares later requests the check.
      await this.sessions.destroy(session.id);
      return null;
    }
    return { principal: { ...principal, session: { id: session.id, csrfToken: session.csrfToken } }, tokenVersion: session.tokenVersion };
  }

  /**
   * The owner of a valid API key, with their current roles. The principal carries the user's token
   * version at resolution, so a role change or deactivation announced on any replica re-resolves it.
   */
  private async apiKeyPrincipal(key: string): Promise<{ principal: Principal; tokenVersion: number; expiresAt?: number }> {
    const verified = this.apiKeys ? await this.apiKeys.verify(key) : null;
    if (!verified) throw jwtError(INVALID_API_KEY);
    const user = await this.currentUser(verified.userId);
    if (!user || !user.active) throw jwtError('User not found or inactive');
    const principal = await this.userPrincipal(user.id, 'api_key', user.tokenVersion);
    if (!principal) throw jwtError('User not found or inactive');
    return {
      principal: { ...principal, apiKeyId: verified.id },
      tokenVersion: user.tokenVersion,
      expiresAt: verified.expiresOn?.getTime(),
    };
  }

  /**
   * The principal of an active user whose token (or session) carries their current token version.
   * A JWT for anyone else is refused with flask-jwt-extended's 401; a session is simply not one.
   */
  async userPrincipal(userId: number, authMethod: 'session' | 'jwt' | 'api_key', tokenVersion: number): Promise<Principal | null> {
    const user = await this.currentUser(userId);
    if (!user || !user.active) {
      if (authMethod !== 'session') throw jwtError('User not found or inactive');
      return null;
    }
    if (tokenVersion !== user.tokenVersion) {
      if (authMethod !== 'session') throw jwtError(REVOKED_TOKEN);
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
      // The language the user chose answers their requests (over the browser's); see the auth guard.
      ...(isSupportedLocale(user.locale) ? { locale: user.locale } : {}),
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

  private async guestPrincipal(token: string): Promise<{ principal: Principal; exp?: number }> {
    const check = this.tokens.verifyGuest(token);
    if (!check.ok) throw new TesseraError(ErrorCode.UNAUTHORIZED, `Invalid guest token: ${check.reason}`);
    const access = await this.directory.guestAccess();
    const { user, resources, rls, exp } = check.claims;
    const principal: Principal = {
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
    return { principal, exp };
  }
}

/** A JWT `exp` (seconds) in epoch milliseconds. */
function epochMs(exp: number | undefined): number | undefined {
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}
