import { setTimeout as sleep } from 'node:timers/promises';

/** The service is stopping: a seeding waiting for another service gives up. */
export class SeedingStopped extends Error {
  constructor() {
    super('The service stopped before the examples were loaded');
  }
}

/**
 * Runs `attempt` until it answers a value (not undefined) or throws something other than what
 * `retryable` accepts; waits `delayMs` between tries and gives up after `timeoutMs` or when `signal` aborts.
 */
export async function retryUntil<T>(
  attempt: () => Promise<T | undefined>,
  options: { timeoutMs: number; delayMs: number; signal: AbortSignal; retryable: (error: unknown) => boolean; what: string },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no answer';
  for (;;) {
    if (options.signal.aborted) throw new SeedingStopped();
    try {
      const value = await attempt();
      if (value !== undefined) return value;
      lastProblem = 'not there yet';
    } catch (error) {
      if (!options.retryable(error)) throw error;
      lastProblem = (error as Error).message;
    }
    if (Date.now() + options.delayMs > deadline)
      throw new Error(`Gave up waiting for ${options.what} after ${Math.round(options.timeoutMs / 1000)} s (${lastProblem})`);
    await sleep(options.delayMs, undefined, { signal: options.signal }).catch(() => undefined);
  }
}
