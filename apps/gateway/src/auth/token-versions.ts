import type { KeyValueStore } from '@tessera/platform';

/** Longer than any token or session lives without being re-checked against the user row. */
const RECORD_TTL_SECONDS = 30 * 24 * 3600;

/**
 * The newest token version of each user, in the store every gateway replica shares. The user row
 * holds the version too, but replicas cache users for a few seconds; this record is written before
 * a change is answered, so every replica refuses older tokens from then on.
 */
export class TokenVersions {
  constructor(private readonly store: KeyValueStore) {}

  /** The newest version announced for `userId`, or null when none was (or it has expired). */
  async latest(userId: number): Promise<number | null> {
    return versionOf(await this.store.get(this.key(userId)));
  }

  /** `latest` without waiting, when the store is in this process; undefined when it is not. */
  latestNow(userId: number): number | null | undefined {
    return this.store.getNow ? versionOf(this.store.getNow(this.key(userId))) : undefined;
  }

  /** Announces `version` as the user's newest; tokens and sessions issued before it are revoked. */
  async announce(userId: number, version: number): Promise<void> {
    await this.store.set(this.key(userId), String(version), RECORD_TTL_SECONDS);
  }

  private key(userId: number): string {
    return `auth:token-version:${userId}`;
  }
}

function versionOf(stored: string | null): number | null {
  const version = stored === null ? NaN : Number(stored);
  return Number.isSafeInteger(version) ? version : null;
}
