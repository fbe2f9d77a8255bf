import type { ApiKeyService, VerifiedApiKey } from '@tessera/security';
import type { KeyValueStore } from '@tessera/platform';
import { PRINCIPAL_TTL_MS } from './principal-cache';

/** Outlives every replica's cached principal for the key, with a wide margin. */
const RECORD_TTL_SECONDS = Math.ceil((PRINCIPAL_TTL_MS * 12) / 1000);

/**
 * Personal API keys as request credentials. A presented key is checked against the database once
 * per principal-cache period; a revoke deletes the row and leaves a record in the store every
 * gateway replica shares, which each of them checks before trusting a cached principal, so a
 * revoked key is refused everywhere from the revoke's answer on (as a logout is, see `EndedSessions`).
 */
export class ApiKeyCredentials {
  constructor(
    private readonly keys: ApiKeyService,
    private readonly store: KeyValueStore,
  ) {}

  verify(key: string): Promise<VerifiedApiKey | null> {
    return this.keys.verify(key);
  }

  /** Revokes `userId`'s key `keyId` on every replica; false when they hold no such key. */
  async revoke(userId: number, keyId: number): Promise<boolean> {
    if (!(await this.keys.revoke(userId, keyId))) return false;
    await this.store.set(this.key(keyId), '1', RECORD_TTL_SECONDS);
    return true;
  }

  async isRevoked(keyId: number): Promise<boolean> {
    return (await this.store.get(this.key(keyId))) !== null;
  }

  /** `isRevoked` without waiting, when the store is in this process; undefined when it is not. */
  isRevokedNow(keyId: number): boolean | undefined {
    return this.store.getNow ? this.store.getNow(this.key(keyId)) !== null : undefined;
  }

  private key(keyId: number): string {
    return `auth:api-key-revoked:${keyId}`;
  }
}
