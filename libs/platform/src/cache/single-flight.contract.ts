import type { KeyValueStore } from './key-value-store';
import type { LockService } from './lock-service';
import { SingleFlight } from './single-flight';

interface Backend {
  store: KeyValueStore;
  locks: LockService;
}

const options = { ttlSeconds: 60, lockTtlMs: 10_000, waitTimeoutMs: 10_000 };

/** Single-flight behaviour on a store/lock backend; "replicas" are SingleFlight instances sharing it. */
export function singleFlightContract(label: string, backend: () => Promise<Backend>, uniqueKey: () => string): void {
  describe(`single flight: ${label}`, () => {
    it('computes once for 50 concurrent identical requests in one process', async () => {
      const { store, locks } = await backend();
      const flight = new SingleFlight(store, locks);
      const key = uniqueKey();
      let runs = 0;
      const compute = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return 'result';
      };
      const results = await Promise.all(Array.from({ length: 50 }, () => flight.run(key, compute, options)));
      expect(runs).toBe(1);
      expect(new Set(results.map((r) => r.value))).toEqual(new Set(['result']));
      // The first started it; the other 49 joined it (what tessera_single_flight_joins_total counts).
      expect(results.filter((r) => r.joined === 'process')).toHaveLength(49);
      expect(await flight.run(key, compute, options)).toEqual({ value: 'result', cached: true });
      expect(runs).toBe(1);
    });

    it('computes once across replicas sharing the store', async () => {
      const shared = await backend();
      const replicas = [
        new SingleFlight(shared.store, shared.locks),
        new SingleFlight(shared.store, shared.locks),
        new SingleFlight(shared.store, shared.locks),
      ];
      const key = uniqueKey();
      let runs = 0;
      const compute = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 'shared';
      };
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => replicas[i % 3].run(key, compute, options)));
      expect(runs).toBe(1);
      expect(results.every((r) => r.value === 'shared')).toBe(true);
      // Each replica's own callers join its flight; the two replicas that did not compute waited for the third's result.
      expect(results.filter((r) => r.joined === undefined)).toHaveLength(1);
    });

    it('aborts the computation only when every waiter has gone', async () => {
      const { store, locks } = await backend();
      const flight = new SingleFlight(store, locks);
      const key = uniqueKey();
      let computationAborted = false;
      const compute = (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => resolve('late'), 1000);
          signal.addEventListener('abort', () => {
            computationAborted = true;
            clearTimeout(timer);
            reject(new Error('cancelled'));
          });
        });
      const first = new AbortController();
      const second = new AbortController();
      const a = flight.run(key, compute, { ...options, signal: first.signal }).catch((e) => e);
      const b = flight.run(key, compute, { ...options, signal: second.signal }).catch((e) => e);
      await new Promise((resolve) => setTimeout(resolve, 50));
      first.abort();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(computationAborted).toBe(false);
      second.abort();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(computationAborted).toBe(true);
      expect((await a).extra).toEqual({ cancelled: true });
      expect((await b).extra).toEqual({ cancelled: true });
    });

    it('recomputes when the cache is bypassed and passes errors to every waiter', async () => {
      const { store, locks } = await backend();
      const flight = new SingleFlight(store, locks);
      const key = uniqueKey();
      await store.set(key, 'stale', 60);
      expect(await flight.run(key, async () => 'fresh', { ...options, bypassCache: true })).toEqual({ value: 'fresh', cached: false });
      const other = uniqueKey();
      const failing = async () => {
        throw new Error('warehouse down');
      };
      const outcomes = await Promise.all([
        flight.run(other, failing, options).catch((e) => e.message),
        flight.run(other, failing, options).catch((e) => e.message),
      ]);
      expect(outcomes).toEqual(['warehouse down', 'warehouse down']);
      expect(await store.get(other)).toBeNull();
    });

    it('shares a forced computation with forced requests that arrived before it started, and only those', async () => {
      const shared = await backend();
      const [first, second] = [new SingleFlight(shared.store, shared.locks), new SingleFlight(shared.store, shared.locks)];
      const key = uniqueKey();
      let runs = 0;
      const compute = async () => `run ${++runs}`;
      const arrived = Date.now();
      expect(await first.run(key, compute, { ...options, bypassCache: true, freshSince: arrived })).toEqual({
        value: 'run 1',
        cached: false,
      });
      // Late but arrived before the run started: same process, then another replica; both joined it.
      expect(await first.run(key, compute, { ...options, bypassCache: true, freshSince: arrived })).toEqual({
        value: 'run 1',
        cached: false,
        joined: 'process',
      });
      expect(await second.run(key, compute, { ...options, bypassCache: true, freshSince: arrived })).toEqual({
        value: 'run 1',
        cached: false,
        joined: 'replica',
      });
      // Arrived after the run started: it wants newer data.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await second.run(key, compute, { ...options, bypassCache: true, freshSince: Date.now() })).toEqual({
        value: 'run 2',
        cached: false,
      });
      expect(runs).toBe(2);
    });

    it('keeps the lock while a long computation runs, and others wait for its result', async () => {
      const shared = await backend();
      const [a, b] = [new SingleFlight(shared.store, shared.locks), new SingleFlight(shared.store, shared.locks)];
      const key = uniqueKey();
      let runs = 0;
      const slow = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 700));
        return 'slow';
      };
      const short = { ...options, lockTtlMs: 200 };
      const results = await Promise.all([
        a.run(key, slow, short),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() => b.run(key, slow, short)),
      ]);
      expect(runs).toBe(1);
      expect(results.map((r) => r.value)).toEqual(['slow', 'slow']);
    });

    it('lets another replica compute soon after a holder disappears without releasing', async () => {
      const shared = await backend();
      const key = uniqueKey();
      const abandoned = await shared.locks.tryAcquire(`single-flight:${key}`, 300);
      expect(abandoned).not.toBeNull();
      const started = Date.now();
      const result = await new SingleFlight(shared.store, shared.locks).run(key, async () => 'recovered', { ...options, lockTtlMs: 300 });
      expect(result.value).toBe('recovered');
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });
}
