/** Outcome of checking a token: its claims, or flask-jwt-extended's reason and HTTP status. */
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: string; status: 401 | 422 };

/** What an access or refresh token says. */
export interface UserTokenClaims {
  userId: number;
  fresh: boolean;
  jti: string;
  /** Epoch seconds. */
  iat: number;
  exp: number;
  /** The user's token version when issued (`ver`); 0 for tokens that carry none. */
  version: number;
  /** Refresh tokens: the rotation family (`fam`) shared by every token rotated from one login. */
  family?: string;
}

/** An embedded-dashboard guest's grant, as posted to `/api/v1/security/guest_token/`. */
export interface GuestClaims {
  user: { username?: string; first_name?: string; last_name?: string };
  resources: { type: string; id: string }[];
  /** Extra RLS clauses; a rule without `dataset` applies to every dataset. */
  rls: { dataset?: number; clause: string }[];
}

/** A verified guest token: the grant plus its issue time, expiry and audience. */
export interface GuestTokenClaims extends GuestClaims {
  iat: number;
  exp: number;
  aud: string;
}

/** Keys, audience, lifetimes and clock of the {@link TokenService}. */
export interface TokenServiceOptions {
  /** HS256 key for access and refresh tokens (Superset's `SECRET_KEY`/`JWT_SECRET_KEY`). */
  secret: string;
  /** HS256 key for guest tokens (`GUEST_TOKEN_JWT_SECRET`); defaults to `secret`. */
  guestSecret?: string;
  /** Required `aud` of guest tokens (`GUEST_TOKEN_JWT_AUDIENCE`). */
  guestAudience: string;
  /** Default 900 (15 minutes), as flask-jwt-extended. */
  accessTtlSeconds?: number;
  /** Default 2,592,000 (30 days). */
  refreshTtlSeconds?: number;
  /** Default 300 (`GUEST_TOKEN_JWT_EXP_SECONDS`). */
  guestTtlSeconds?: number;
  /** Epoch-millisecond clock, replaceable in tests. */
  now?: () => number;
}
