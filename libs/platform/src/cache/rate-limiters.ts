import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A fixed window: `points` per `durationSeconds`, keys namespaced by `keyPrefix`. */
export interface RateLimitWindow {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Builds a rate limiter whose counters every replica of the runtime shares. */
export type RateLimiterFactory = (window: RateLimitWindow) => RateLimiterAbstract;

/** Embedded mode: one process, so counters in memory are shared by everything that counts. */
export const memoryRateLimiters: RateLimiterFactory = (window) =>
  new RateLimiterMemory({ keyPrefix: window.keyPrefix, points: window.points, duration: window.durationSeconds });

/** Cluster mode: counters in Redis, so a client cannot spread attempts over gateway replicas. */
export function redisRateLimiters(redis: Redis, prefix = 'tessera:'): RateLimiterFactory {
  return (window) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}${window.keyPrefix}`,
      points: window.points,
      duration: window.durationSeconds,
    });
}
