import { randomBytes } from 'node:crypto';
import { startGateway, type RunningGateway } from '@tessera/gateway';
import { loadConfig, redisRateLimiters, RedisKeyValueStore, type PlatformRuntime } from '@tessera/platform';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import Redis from 'ioredis';
import { SERVICE_DEFINITIONS } from '../service-definitions';

/** Two gateways over one set of services, as two replicas of cluster mode would run. */
export interface GatewayReplicas {
  harness: ServiceHarness;
  first: RunningGateway;
  second: RunningGateway;
  stop(): Promise<void>;
}

/**
 * Starts the services and two gateway replicas sharing what cluster mode shares: the metadata
 * database and Redis (under a prefix of their own, removed at stop). Each replica keeps its own
 * user, permission and principal caches, so only the shared record can tell one of the other's change.
 */
export async function startGatewayReplicasOnRedis(): Promise<GatewayReplicas> {
  const prefix = `tessera-test-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(loadConfig().redisUrl, { lazyConnect: true });
  await redis.connect();
  const harness = await startServicesForTest(SERVICE_DEFINITIONS, {
    secretKey: 'test-secret-key-of-at-least-32-characters',
    loadExamples: false,
  });
  const replica = (): PlatformRuntime => ({
    ...harness.runtime,
    kv: new RedisKeyValueStore(redis, prefix),
    rateLimiters: redisRateLimiters(redis, prefix),
  });
  const first = await startGateway(replica(), { port: 0 });
  const second = await startGateway(replica(), { port: 0 });
  return {
    harness,
    first,
    second,
    async stop() {
      await second.stop();
      await first.stop();
      await harness.stop();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
