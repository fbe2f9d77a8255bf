/** Outcome of checking a bearer token, with flask-jwt-extended's reason on failure. */
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: string; status?: number };

export interface GuestClaims {
  user: { username?: string; first_name?: string; last_name?: string };
  resources: { type: string; id: string }[];
  rls: { dataset?: number; clause: string }[];
  /** When the token expires, in seconds since the epoch. */
  exp?: number;
}

/** What an access or refresh token says about its user. */
export interface UserTokenClaims {
  userId: number;
  jti: string;
  /** The user's token version when the token was issued. */
  version: number;
  /** Refresh tokens: the family every token rotated from one login shares. */
  family?: string;
  /** When the token expires, in seconds since the epoch. */
  exp?: number;
}

/** What the gateway needs from the security module's token service. */
export abstract class AccessTokens {
  abstract issueAccess(userId: number, fresh: boolean, version: number, ttlSeconds?: number): string;
  abstract issueRefresh(userId: number, version: number, family?: string): string;
  abstract verifyAccess(token: string): TokenCheck<UserTokenClaims>;
  abstract verifyRefresh(token: string): TokenCheck<UserTokenClaims>;
  /** How long a refresh token lives. */
  abstract readonly refreshLifetimeSeconds: number;
  abstract issueGuest(claims: GuestClaims): string;
  abstract verifyGuest(token: string): TokenCheck<GuestClaims>;
}
