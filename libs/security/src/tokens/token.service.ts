import { randomUUID } from 'node:crypto';
import { badRequest } from '@tessera/contracts';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { failure, failureFromJwtError } from './token-failures';
import type { GuestClaims, GuestTokenClaims, TokenCheck, TokenServiceOptions, UserTokenClaims } from './token.types';
import { serverText } from '@tessera/platform';

type UserTokenType = 'access' | 'refresh';

/**
 * Signs and checks the HS256 tokens of the REST API: access and refresh tokens shaped like
 * flask-jwt-extended's (`sub` is the user id as a string), and Superset's embedded-dashboard guest
 * tokens, which also carry an audience.
 */
export class TokenService {
  private readonly guestSecret: string;
  private readonly accessTtl: number;
  private readonly refreshTtl: number;
  private readonly guestTtl: number;
  private readonly now: () => number;

  constructor(private readonly options: TokenServiceOptions) {
    if (!options.secret) throw new Error('TokenService needs a non-empty secret');
    if (!options.guestAudience) throw new Error('TokenService needs a guest token audience');
    this.guestSecret = options.guestSecret || options.secret;
    this.accessTtl = options.accessTtlSeconds ?? 15 * 60;
    this.refreshTtl = options.refreshTtlSeconds ?? 30 * 24 * 60 * 60;
    this.guestTtl = options.guestTtlSeconds ?? 300;
    this.now = options.now ?? Date.now;
  }

  /**
   * A fresh token comes from a password login; one from a refresh is not fresh. `version` is the
   * user's token version: raising it revokes the token. `ttlSeconds` shortens the lifetime (never
   * lengthens it), for a token handed to a headless browser rendering a report.
   */
  issueAccess(userId: number, fresh: boolean, version = 0, ttlSeconds = this.accessTtl): string {
    return this.issueUserToken({ userId, type: 'access', fresh, version, ttl: Math.min(ttlSeconds, this.accessTtl) });
  }

  /** A refresh token of `family`: every token rotated from one login shares it; a new family by default. */
  issueRefresh(userId: number, version = 0, family: string = randomUUID()): string {
    return this.issueUserToken({ userId, type: 'refresh', fresh: false, version, ttl: this.refreshTtl, family });
  }

  /** How long a refresh token lives, which bounds how long its rotation state must be kept. */
  get refreshLifetimeSeconds(): number {
    return this.refreshTtl;
  }

  verifyAccess(token: string): TokenCheck<UserTokenClaims> {
    return this.verifyUserToken(token, 'access');
  }

  verifyRefresh(token: string): TokenCheck<UserTokenClaims> {
    return this.verifyUserToken(token, 'refresh');
  }

  /** Signs a guest token; only `dashboard` resources and non-empty RLS clauses are accepted. */
  issueGuest(claims: GuestClaims): string {
    if (!claims.resources.length) throw badRequest(serverText('A guest token needs at least one resource'));
    if (claims.resources.some((resource) => resource.type !== 'dashboard'))
      throw badRequest(serverText('Guest token resources must be dashboards'));
    if (claims.rls.some((rule) => typeof rule.clause !== 'string' || !rule.clause.trim()))
      throw badRequest(serverText('Guest token RLS rules need a clause'));
    const iat = this.nowSeconds();
    const payload = {
      user: claims.user,
      resources: claims.resources.map((resource) => ({ type: resource.type, id: String(resource.id) })),
      rls_rules: claims.rls.map((rule) =>
        rule.dataset === undefined ? { clause: rule.clause } : { dataset: rule.dataset, clause: rule.clause },
      ),
      iat,
      exp: iat + this.guestTtl,
      aud: this.options.guestAudience,
      type: 'guest',
    };
    return jwt.sign(payload, this.guestSecret, { algorithm: 'HS256' });
  }

  /** Checks signature, expiry, audience and type, then the shape of the grant. */
  verifyGuest(token: string): TokenCheck<GuestTokenClaims> {
    let payload: JwtPayload;
    try {
      payload = this.decode(token, this.guestSecret, this.options.guestAudience);
    } catch (error) {
      return failureFromJwtError(error);
    }
    if (payload.type !== 'guest') return failure('Only guest tokens are allowed');
    const { user, resources, rls_rules: rls } = payload as { user?: unknown; resources?: unknown; rls_rules?: unknown };
    if (!isGuestUser(user) || !Array.isArray(resources) || !resources.every(isResource) || !Array.isArray(rls) || !rls.every(isRlsRule)) {
      return failure('Guest token claims are malformed');
    }
    return {
      ok: true,
      claims: {
        user,
        resources: resources.map((resource) => ({ type: resource.type, id: String(resource.id) })),
        rls: rls.map((rule) =>
          rule.dataset === undefined || rule.dataset === null
            ? { clause: rule.clause }
            : { dataset: Number(rule.dataset), clause: rule.clause },
        ),
        iat: payload.iat as number,
        exp: payload.exp as number,
        aud: this.options.guestAudience,
      },
    };
  }

  private issueUserToken(token: {
    userId: number;
    type: UserTokenType;
    fresh: boolean;
    version: number;
    ttl: number;
    family?: string;
  }): string {
    const iat = this.nowSeconds();
    const payload = {
      fresh: token.fresh,
      iat,
      jti: randomUUID(),
      type: token.type,
      sub: String(token.userId),
      nbf: iat,
      exp: iat + token.ttl,
      ver: token.version,
      ...(token.family ? { fam: token.family } : {}),
    };
    return jwt.sign(payload, this.options.secret, { algorithm: 'HS256' });
  }

  private verifyUserToken(token: string, expected: UserTokenType): TokenCheck<UserTokenClaims> {
    let payload: JwtPayload;
    try {
      payload = this.decode(token, this.options.secret);
    } catch (error) {
      return failureFromJwtError(error);
    }
    // flask-jwt-extended treats a token without `type` as an access token.
    if ((payload.type ?? 'access') !== expected) return failure(`Only ${expected} tokens are allowed`);
    if (payload.sub === undefined) return failure('Missing claim: sub');
    const userId = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !/^\d+$/.test(payload.sub) || !Number.isSafeInteger(userId))
      return failure('Subject must be a user id string');
    // Tokens issued before versions existed count as version 0, the version every user starts at.
    const version = payload.ver ?? 0;
    if (!Number.isSafeInteger(version) || version < 0) return failure('Token version must be a non-negative integer');
    if (payload.fam !== undefined && typeof payload.fam !== 'string') return failure('Token family must be a string');
    return {
      ok: true,
      claims: {
        userId,
        fresh: payload.fresh === true,
        jti: String(payload.jti ?? ''),
        iat: Number(payload.iat),
        exp: Number(payload.exp),
        version,
        ...(typeof payload.fam === 'string' ? { family: payload.fam } : {}),
      },
    };
  }

  private decode(token: string, secret: string, audience?: string): JwtPayload {
    const decoded = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      clockTimestamp: this.nowSeconds(),
      ...(audience ? { audience } : {}),
    });
    if (typeof decoded === 'string') throw new Error('invalid token');
    return decoded;
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

function isGuestUser(value: unknown): value is GuestClaims['user'] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((field) => field === undefined || typeof field === 'string');
}

function isResource(value: unknown): value is { type: string; id: string | number } {
  const resource = value as { type?: unknown; id?: unknown } | null;
  return !!resource && resource.type === 'dashboard' && (typeof resource.id === 'string' || typeof resource.id === 'number');
}

function isRlsRule(value: unknown): value is { dataset?: number | null; clause: string } {
  const rule = value as { dataset?: unknown; clause?: unknown } | null;
  const dataset = rule?.dataset;
  const validDataset =
    dataset === undefined || dataset === null || Number.isInteger(dataset) || (typeof dataset === 'string' && /^\d+$/.test(dataset));
  return !!rule && typeof rule.clause === 'string' && validDataset;
}
