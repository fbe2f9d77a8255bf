import type { KeyValueStore } from '@tessera/platform';
import { PRINCIPAL_TTL_MS } from './principal-cache';

/** Outlives every replica's cached principal for the session, with a wide margin. */
const RECORD_TTL_SECONDS = Math.ceil((PRINCIPAL_TTL_MS * 12) / 1000);

/**
 * Sessions ended by a logout, in the store every gateway replica shares. The session row is gone at
 * once, but a replica may still hold the session's principal in its cache for a few seconds; it
 * checks this record before trusting its cache, so a logout holds on every replica from the answer on.
 */
export class EndedSessions {
  constructor(private readonly store: KeyValueStore) {}

  async end(sessionId: string): Promise<void> {
    await this.store.set(this.key(sessionId), '1', RECORD_TTL_SECONDS);
  }

  async hasEnded(sessionId: string): Promise<boolean> {
    return (await this.store.get(this.key(sessionId))) !== null;
  }

  /** `hasEnded` without waiting, when the store is in this process; undefined when it is not. */
  hasEndedNow(sessionId: string): boolean | undefined {
    return this.store.getNow ? this.store.getNow(this.key(sessionId)) !== null : undefined;
  }

  private key(sessionId: string): string {
    return `auth:session-ended:${sessionId}`;
  }
}
