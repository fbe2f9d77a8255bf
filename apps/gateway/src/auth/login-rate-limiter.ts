import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { MetricsRegistry, RateLimiterFactory } from '@tessera/platform';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { serverText } from '@tessera/platform';

const WINDOW_SECONDS = 300;
const MAX_FAILURES_PER_USER = 5;
const MAX_FAILURES_PER_CLIENT = 30;

type Limit = 'user' | 'client';

/**
 * Slows down password guessing: a username from one client is locked after repeated failures,
 * and one client address cannot fail without end across usernames. Only failures count: an office
 * behind one address logs in as often as it likes. Counters live where every gateway replica sees
 * them (memory in embedded mode, Redis in cluster mode).
 */
export class LoginRateLimiter {
  private readonly perUser: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(
    limiters: RateLimiterFactory,
    private readonly metrics?: MetricsRegistry,
  ) {
    this.perUser = limiters({ keyPrefix: 'login-fail-user', points: MAX_FAILURES_PER_USER, durationSeconds: WINDOW_SECONDS });
    this.perClient = limiters({ keyPrefix: 'login-fail-client', points: MAX_FAILURES_PER_CLIENT, durationSeconds: WINDOW_SECONDS });
  }

  /**
   * Call before checking the password. The attempt is taken from the username's budget up front,
   * atomically, so a burst of parallel guesses cannot all pass one check; a success gives it back.
   */
  async checkAllowed(clientIp: string, username: string): Promise<void> {
    const client = await this.perClient.get(clientIp);
    if (client && client.consumedPoints >= MAX_FAILURES_PER_CLIENT) throw this.refuse('client', client.msBeforeNext);
    try {
      await this.perUser.consume(this.userKey(clientIp, username));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refuse('user', error.msBeforeNext);
      throw error;
    }
  }

  async recordFailure(clientIp: string): Promise<void> {
    this.metrics?.loginFailures.inc();
    await this.perClient.penalty(clientIp, 1);
  }

  async recordSuccess(clientIp: string, username: string): Promise<void> {
    await this.perUser.delete(this.userKey(clientIp, username));
  }

  private refuse(limit: Limit, msBeforeNext: number): TesseraError {
    this.metrics?.loginThrottled.inc({ limit });
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new TesseraError(ErrorCode.TOO_MANY_REQUESTS, serverText('Too many login attempts. Try again in %s seconds.', seconds), {
      extra: { retry_after: seconds },
    });
  }

  private userKey(clientIp: string, username: string): string {
    return `${clientIp}:${username.toLowerCase()}`;
  }
}
