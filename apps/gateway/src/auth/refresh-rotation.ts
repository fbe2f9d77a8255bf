import type { KeyValueStore } from '@tessera/platform';
import type { UserTokenClaims } from '../security/access-tokens';

export type RotationOutcome = 'rotated' | 'reused' | 'family-revoked';

/**
 * One-time refresh tokens. Each refresh token may be exchanged once; presenting one that was
 * already exchanged means two parties hold the same token (one of them stole it), so the whole
 * family — every token rotated from that login — is revoked. The state lives in the shared store
 * for as long as a refresh token lives, so every gateway replica applies it.
 */
export class RefreshRotation {
  constructor(
    private readonly store: KeyValueStore,
    private readonly lifetimeSeconds: number,
  ) {}

  /** Marks the token used; says whether it may be exchanged. */
  async use(claims: Pick<UserTokenClaims, 'jti' | 'family'>): Promise<RotationOutcome> {
    // Tokens issued before rotation existed have no family: their own id stands in for it.
    const family = claims.family ?? claims.jti;
    if (await this.store.get(this.revokedKey(family))) return 'family-revoked';
    const firstUse = await this.store.setIfAbsent(this.usedKey(claims.jti), family, this.lifetimeSeconds);
    if (firstUse) return 'rotated';
    await this.store.set(this.revokedKey(family), '1', this.lifetimeSeconds);
    return 'reused';
  }

  private usedKey(jti: string): string {
    return `auth:refresh:used:${jti}`;
  }

  private revokedKey(family: string): string {
    return `auth:refresh:revoked-family:${family}`;
  }
}
