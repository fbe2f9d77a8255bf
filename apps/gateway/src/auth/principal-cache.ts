import type { Principal } from './principal';

/** How long a resolved principal is reused: as long as the user cache behind it keeps a row. */
export const PRINCIPAL_TTL_MS = 5_000;
/** Bounds the memory a flood of distinct tokens can take; the oldest entry goes first. */
const MAX_ENTRIES = 20_000;

export interface CachedPrincipal {
  principal: Principal;
  /** Users: the token version the principal was resolved at (checked against announcements per request). */
  tokenVersion: number | null;
  /** The directory's access generation when it was resolved; any local change of users or access moves it on. */
  accessGeneration: number;
  expiresAt: number;
}

/**
 * Principals by the credential that proved them (bearer token, guest token or session cookie), so a
 * dashboard's burst of requests verifies the token, reads the session and the user's access once
 * instead of per request. The credential string itself is the key: only the exact token that was
 * verified finds the entry. Entries never outlive the credential's own expiry.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, CachedPrincipal>();

  constructor(private readonly now: () => number = Date.now) {}

  get(credential: string, accessGeneration: number): CachedPrincipal | undefined {
    const entry = this.entries.get(credential);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.accessGeneration !== accessGeneration) {
      this.entries.delete(credential);
      return undefined;
    }
    return entry;
  }

  /** Keeps `principal` for the TTL, or until `credentialExpiresAt` (epoch ms) when that is sooner. */
  set(credential: string, entry: Omit<CachedPrincipal, 'expiresAt'>, credentialExpiresAt?: number): void {
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(credential)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const expiresAt = Math.min(this.now() + PRINCIPAL_TTL_MS, credentialExpiresAt ?? Number.POSITIVE_INFINITY);
    this.entries.set(credential, { ...entry, expiresAt });
  }

  delete(credential: string): void {
    this.entries.delete(credential);
  }

  clear(): void {
    this.entries.clear();
  }
}
