import type { LockService } from '../cache/lock-service';
import type { KeyValueStore } from '../cache/key-value-store';
import type { RateLimiterFactory } from '../cache/rate-limiters';
import type { BusTransport } from '../bus/bus-transport';
import type { TesseraConfig } from '../config/config.types';
import type { EventStreamStore } from '../events/event-stream';
import type { JsonLogger } from '../logging/json-logger';
import type { MetricsRegistry } from '../metrics/metrics-registry';

/**
 * The adapters one process runs on. Embedded: PGlite, the in-process hub, memory stores.
 * Cluster: PostgreSQL, NATS, Redis. Services and the gateway see only these interfaces.
 */
export interface PlatformRuntime {
  readonly config: TesseraConfig;
  readonly logger: JsonLogger;
  readonly metrics: MetricsRegistry;
  /** PostgreSQL URL of the metadata store; each service uses its own schema in it. */
  readonly metadataUrl: string;
  /** Connection pool size for one service's data source. */
  readonly poolSize: number;
  /** Cache, results backend, claim checks, rate limits. */
  readonly kv: KeyValueStore;
  /** Rate limiters counting in the same shared place as `kv` (memory, or Redis in cluster mode). */
  readonly rateLimiters: RateLimiterFactory;
  readonly locks: LockService;
  /** Per-user async event channels (chart-data jobs, SQL editor queries). */
  readonly events: EventStreamStore;
  /** A bus connection for one service (or the gateway); each gets its own, as separate processes would. */
  connectBus(name: string): Promise<BusTransport>;
  /** Checks the shared services answer (for /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
