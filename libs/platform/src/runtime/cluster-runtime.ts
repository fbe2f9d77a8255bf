import Redis from 'ioredis';
import { NatsTransport } from '../bus/nats.transport';
import { RedisLockService } from '../cache/lock-service';
import { redisRateLimiters } from '../cache/rate-limiters';
import { traceRedisCommands } from '../cache/traced-redis';
import { RedisKeyValueStore } from '../cache/redis-key-value.store';
import type { TesseraConfig } from '../config/config.types';
import { RedisEventStreamStore } from '../events/redis-event-stream';
import { JsonLogger } from '../logging/json-logger';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { startTracing } from '../tracing/tracing';
import { ensureDatabase } from '../store/ensure-database';
import type { PlatformRuntime } from './platform-runtime';

const CLUSTER_POOL_SIZE = 10;

export async function createClusterRuntime(
  config: TesseraConfig,
  logger = new JsonLogger('tessera', config.logLevel),
): Promise<PlatformRuntime> {
  await ensureDatabase(config.databaseUrl);
  const redis = traceRedisCommands(new Redis(config.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true }));
  await redis.connect();
  const kv = new RedisKeyValueStore(redis);
  const transports: NatsTransport[] = [];
  const events = new RedisEventStreamStore(redis);
  const tracing = startTracing(`tessera-${logger.serviceName}`, config.otelEndpoint);
  const metrics = new MetricsRegistry();
  return {
    config,
    logger,
    metrics,
    metadataUrl: config.databaseUrl,
    poolSize: CLUSTER_POOL_SIZE,
    kv,
    rateLimiters: redisRateLimiters(redis),
    locks: new RedisLockService(redis),
    events,
    connectBus: async (name) => {
      const transport = await NatsTransport.connect({
        url: config.natsUrl,
        name: `tessera-${name}`,
        blobStore: kv,
        jobStreams: config.jetstream,
      });
      transports.push(transport);
      metrics.collected.watchJobQueues(() => transport.queueDepths());
      return transport;
    },
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      await tracing.shutdown();
      await Promise.all(transports.map((t) => t.close().catch(() => undefined)));
      await events.close();
      redis.disconnect();
    },
  };
}
