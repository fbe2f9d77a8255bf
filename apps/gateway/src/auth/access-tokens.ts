/** Outcome of checking a bearer token, with flask-jwt-extended's reason on failure. */
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: string; status?: number };

export interface GuestClaims {
  user: { username?: string; first_name?: string; last_name?: string };
  resources: { type: string; id: string }[];
  rls: { dataset?: number; clause: string }[];
}

/** What the gateway needs from the security module's token service. */
export abstract class AccessTokens {
  abstract issueAccess(userId: number, fresh: boolean): string;
  abstract issueRefresh(userId: number): string;
  abstract verifyAccess(token: string): TokenCheck<{ userId: number }>;
  abstract verifyRefresh(token: string): TokenCheck<{ userId: number }>;
  abstract issueGuest(claims: GuestClaims): string;
  abstract verifyGuest(token: string): TokenCheck<GuestClaims>;
}
