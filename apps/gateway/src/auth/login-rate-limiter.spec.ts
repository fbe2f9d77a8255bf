import { ErrorCode } from '@tessera/contracts';
import { memoryRateLimiters, MetricsRegistry } from '@tessera/platform';
import { LoginRateLimiter } from './login-rate-limiter';

describe('LoginRateLimiter', () => {
  const sut = () => {
    const metrics = new MetricsRegistry({ defaultMetrics: false });
    return { limiter: new LoginRateLimiter(memoryRateLimiters, metrics), metrics };
  };

  /** One login attempt as the login service makes it. */
  async function attempt(limiter: LoginRateLimiter, client: string, username: string, succeeds: boolean): Promise<'ok' | 'failed'> {
    await limiter.checkAllowed(client, username);
    if (!succeeds) {
      await limiter.recordFailure(client);
      return 'failed';
    }
    await limiter.recordSuccess(client, username);
    return 'ok';
  }

  it('never counts successful logins', async () => {
    const { limiter } = sut();
    for (let i = 0; i < 100; i += 1) await expect(attempt(limiter, '10.0.0.1', 'office', true)).resolves.toBe('ok');
  });

  it('locks a username from one client after five failures, saying when to retry, and counts it', async () => {
    const { limiter, metrics } = sut();
    for (let i = 0; i < 5; i += 1) await attempt(limiter, '10.0.0.1', 'Victim', false);
    const refusal = await attempt(limiter, '10.0.0.1', 'victim', true).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS, extra: { retry_after: expect.any(Number) } });
    expect((refusal as { extra: { retry_after: number } }).extra.retry_after).toBeGreaterThan(0);
    await expect(attempt(limiter, '10.0.0.2', 'victim', true)).resolves.toBe('ok');
    expect(await metrics.registry.getSingleMetricAsString('tessera_login_throttled_total')).toContain(
      'tessera_login_throttled_total{limit="user"} 1',
    );
  });

  it('forgets the failures of a username once it logs in', async () => {
    const { limiter } = sut();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) await attempt(limiter, '10.0.0.1', 'forgetful', false);
      await expect(attempt(limiter, '10.0.0.1', 'forgetful', true)).resolves.toBe('ok');
    }
  });

  it('stops a client that fails thirty times across usernames, whatever username it tries next', async () => {
    const { limiter } = sut();
    for (let i = 0; i < 30; i += 1) await attempt(limiter, '10.0.0.9', `user${i}`, false);
    await expect(attempt(limiter, '10.0.0.9', 'admin', true)).rejects.toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    await expect(attempt(limiter, '10.0.0.8', 'admin', true)).resolves.toBe('ok');
  });

  it('lets a burst of parallel guesses through no further than the limit', async () => {
    const { limiter } = sut();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => attempt(limiter, '10.0.0.1', 'burst', false)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });
});
