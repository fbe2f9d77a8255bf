import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { KeyValueStore } from './key-value-store';
import type { LockService } from './lock-service';

export interface SingleFlightOptions {
  /** How long the result stays in the shared store. */
  ttlSeconds: number;
  /**
   * The cross-replica lock's lease. The holder renews it while computing, so it only bounds how long
   * a crashed holder keeps others waiting.
   */
  lockTtlMs: number;
  /** Gives up waiting for another replica's computation after this long. */
  waitTimeoutMs: number;
  /** Aborting stops this caller's wait; the computation stops when every local caller has gone. */
  signal?: AbortSignal;
  /** Skip reading the store (force refresh); the computation still happens once. */
  bypassCache?: boolean;
  /**
   * With `bypassCache`: when the caller's request arrived (epoch ms). A computation that started at or
   * after it read fresh data for this caller too, so a forced request that comes in late, after an
   * identical one already finished, shares that result instead of running the query again.
   */
  freshSince?: number;
}

export interface SingleFlightResult {
  value: string;
  /** True when the value came from the store rather than from this call's computation. */
  cached: boolean;
  /**
   * Set when this call shared a computation it did not start: `process` when one was already running
   * here, `replica` when it waited for another replica's.
   */
  joined?: 'process' | 'replica';
}

interface Flight {
  promise: Promise<SingleFlightResult>;
  controller: AbortController;
  waiters: number;
}

interface Landed {
  startedAt: number;
  value: string;
}

const POLL_MS = 50;
/** How long a finished computation stays shareable with forced requests that arrived before it started. */
const LANDED_RETENTION_MS = 10_000;

/**
 * Runs an expensive computation once for concurrent identical requests, within this process and
 * across replicas sharing the store. In-process callers share one promise; other replicas wait for
 * the holder of the key's lock to write the result. The computation receives a signal that aborts
 * once every caller in this process has gone, so an abandoned warehouse query gets cancelled.
 */
export class SingleFlight {
  private readonly flights = new Map<string, Flight>();
  private readonly landed = new Map<string, Landed>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly locks: LockService,
  ) {}

  async run(key: string, compute: (signal: AbortSignal) => Promise<string>, options: SingleFlightOptions): Promise<SingleFlightResult> {
    if (!options.bypassCache) {
      const hit = await this.store.get(key);
      if (hit !== null) return { value: hit, cached: true };
    } else {
      const shared = await this.freshResult(key, options.freshSince);
      if (shared !== null) return shared;
    }
    let flight = this.flights.get(key);
    const joining = flight !== undefined;
    if (!flight) {
      const controller = new AbortController();
      const promise = this.fly(key, compute, options, controller.signal).finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
      flight = { promise, controller, waiters: 0 };
      this.flights.set(key, flight);
    }
    const result = await this.join(key, flight, options.signal);
    return joining ? { ...result, joined: 'process' } : result;
  }

  /** Number of computations under way in this process (for tests and metrics). */
  get inFlight(): number {
    return this.flights.size;
  }

  private async join(key: string, flight: Flight, signal?: AbortSignal): Promise<SingleFlightResult> {
    flight.waiters += 1;
    let leave: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      if (!signal) return;
      leave = () => {
        flight.waiters -= 1;
        if (flight.waiters === 0) {
          // Nobody wants this result any more: stop it, and let later callers start afresh.
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort();
        }
        reject(new TesseraError(ErrorCode.GONE, 'The request was cancelled', { extra: { cancelled: true } }));
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
    });
    try {
      return await Promise.race([flight.promise, aborted]);
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }

  private async fly(
    key: string,
    compute: (signal: AbortSignal) => Promise<string>,
    options: SingleFlightOptions,
    signal: AbortSignal,
  ): Promise<SingleFlightResult> {
    const deadline = Date.now() + options.waitTimeoutMs;
    for (;;) {
      const lock = await this.locks.tryAcquire(`single-flight:${key}`, options.lockTtlMs);
      if (lock) {
        const renewal = setInterval(() => void lock.extend(options.lockTtlMs).catch(() => undefined), Math.max(100, options.lockTtlMs / 3));
        try {
          // Another replica may have finished between our cache miss and taking the lock.
          if (options.bypassCache) {
            const shared = await this.freshResult(key, options.freshSince);
            if (shared !== null) return shared;
          } else {
            const fresh = await this.store.get(key);
            if (fresh !== null) return { value: fresh, cached: true };
          }
          if (signal.aborted) throw new TesseraError(ErrorCode.GONE, 'The request was cancelled', { extra: { cancelled: true } });
          const startedAt = Date.now();
          const value = await compute(signal);
          await this.store.set(key, value, options.ttlSeconds);
          await this.store.set(startedKey(key), String(startedAt), Math.ceil(LANDED_RETENTION_MS / 1000));
          this.remember(key, { startedAt, value });
          return { value, cached: false };
        } finally {
          clearInterval(renewal);
          await lock.release();
        }
      }
      const value = await this.waitForOther(key, deadline, signal);
      if (value !== null) return { value, cached: true, joined: 'replica' };
    }
  }

  /** A result whose computation started no earlier than `since`, from this process or another replica. */
  private async freshResult(key: string, since: number | undefined): Promise<SingleFlightResult | null> {
    if (since === undefined) return null;
    const local = this.landed.get(key);
    if (local && local.startedAt >= since) return { value: local.value, cached: false, joined: 'process' };
    const startedAt = Number(await this.store.get(startedKey(key)));
    if (!Number.isFinite(startedAt) || startedAt < since) return null;
    const value = await this.store.get(key);
    return value === null ? null : { value, cached: false, joined: 'replica' };
  }

  private remember(key: string, landed: Landed): void {
    this.landed.set(key, landed);
    setTimeout(() => {
      if (this.landed.get(key) === landed) this.landed.delete(key);
    }, LANDED_RETENTION_MS).unref();
  }

  /** Polls the store while another replica holds the lock; null means the lock is free again. */
  private async waitForOther(key: string, deadline: number, signal: AbortSignal): Promise<string | null> {
    for (;;) {
      if (signal.aborted) throw new TesseraError(ErrorCode.GONE, 'The request was cancelled', { extra: { cancelled: true } });
      if (Date.now() > deadline) throw new TesseraError(ErrorCode.TIMEOUT, 'Timed out waiting for an identical query to finish');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const value = await this.store.get(key);
      if (value !== null) return value;
      const probe = await this.locks.tryAcquire(`single-flight:${key}`, 1);
      if (probe) {
        await probe.release();
        return null;
      }
    }
  }
}

function startedKey(key: string): string {
  return `${key}#started`;
}
