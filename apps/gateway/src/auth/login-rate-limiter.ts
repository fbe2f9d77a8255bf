import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { KeyValueStore } from '@tessera/platform';

const WINDOW_SECONDS = 300;
const MAX_FAILURES_PER_USER = 5;
const MAX_ATTEMPTS_PER_CLIENT = 30;

/**
 * Slows down password guessing: a username from one client is locked after repeated failures,
 * and one client cannot make unlimited attempts. Counters live in the shared store so every
 * gateway replica sees them.
 */
export class LoginRateLimiter {
  constructor(private readonly store: KeyValueStore) {}

  async checkAllowed(clientIp: string, username: string): Promise<void> {
    const attempts = await this.store.increment(`login:client:${clientIp}`, WINDOW_SECONDS);
    const failures = Number((await this.store.get(this.failureKey(clientIp, username))) ?? 0);
    if (attempts > MAX_ATTEMPTS_PER_CLIENT || failures >= MAX_FAILURES_PER_USER) {
      const key = failures >= MAX_FAILURES_PER_USER ? this.failureKey(clientIp, username) : `login:client:${clientIp}`;
      const wait = (await this.store.ttl(key)) ?? WINDOW_SECONDS;
      throw new TesseraError(ErrorCode.TOO_MANY_REQUESTS, `Too many login attempts. Try again in ${wait} seconds.`);
    }
  }

  async recordFailure(clientIp: string, username: string): Promise<void> {
    await this.store.increment(this.failureKey(clientIp, username), WINDOW_SECONDS);
  }

  async recordSuccess(clientIp: string, username: string): Promise<void> {
    await this.store.delete(this.failureKey(clientIp, username));
  }

  private failureKey(clientIp: string, username: string): string {
    return `login:fail:${clientIp}:${username.toLowerCase()}`;
  }
}
