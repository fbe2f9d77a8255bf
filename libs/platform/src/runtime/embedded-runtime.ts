import { InProcessHub, InProcessTransport } from '../bus/in-process.transport';
import { MemoryLockService } from '../cache/lock-service';
import { MemoryKeyValueStore } from '../cache/memory-key-value.store';
import type { KeyValueStore } from '../cache/key-value-store';
import { memoryRateLimiters } from '../cache/rate-limiters';
import type { TesseraConfig } from '../config/config.types';
import { MemoryEventStreamStore } from '../events/memory-event-stream';
import { JsonLogger } from '../logging/json-logger';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { startTracing } from '../tracing/tracing';
import { startEmbeddedPostgres } from '../store/embedded-postgres';
import type { PlatformRuntime } from './platform-runtime';

/** Connections each service's pool may hold on the embedded store; the socket server allows all of them. */
const EMBEDDED_POOL_SIZE = 2;
const EMBEDDED_SERVICES = 8;

/**
 * A runtime whose bus, cache and locks live in this process, on a given metadata database.
 * The embedded mode uses it on PGlite; service tests use it on a scratch PostgreSQL database.
 */
export function createInProcessRuntime(options: {
  config: TesseraConfig;
  metadataUrl: string;
  poolSize: number;
  logger?: JsonLogger;
  onClose?: () => Promise<void>;
  /** The shared store; memory unless a test shares a real one (Redis) as cluster mode does. */
  kv?: KeyValueStore;
}): PlatformRuntime {
  const hub = new InProcessHub();
  const kv = options.kv ?? new MemoryKeyValueStore();
  const transports: InProcessTransport[] = [];
  const events = new MemoryEventStreamStore();
  const logger = options.logger ?? new JsonLogger('tessera', options.config.logLevel);
  const tracing = startTracing(`tessera-${logger.serviceName}`, options.config.otelEndpoint);
  return {
    config: options.config,
    logger,
    metrics: new MetricsRegistry(),
    metadataUrl: options.metadataUrl,
    poolSize: options.poolSize,
    kv,
    rateLimiters: memoryRateLimiters,
    locks: new MemoryLockService(),
    events,
    connectBus: async () => {
      const transport = new InProcessTransport(hub);
      transports.push(transport);
      return transport;
    },
    ping: async () => undefined,
    close: async () => {
      await tracing.shutdown();
      await Promise.all(transports.map((t) => t.close()));
      await kv.close();
      await events.close();
      await options.onClose?.();
    },
  };
}

export async function createEmbeddedRuntime(
  config: TesseraConfig,
  logger = new JsonLogger('tessera', config.logLevel),
): Promise<PlatformRuntime> {
  const store = await startEmbeddedPostgres(config.dataDir, EMBEDDED_POOL_SIZE * EMBEDDED_SERVICES + 4);
  return createInProcessRuntime({ config, logger, metadataUrl: store.url, poolSize: EMBEDDED_POOL_SIZE, onClose: () => store.stop() });
}
