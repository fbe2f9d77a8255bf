import type { PoolStats } from '@tessera/engines';
import { Gauge, type Registry } from 'prom-client';

/** The pools one service holds now, by database name (a service may hold several per database). */
export type WarehousePoolSource = () => { database: string; stats: PoolStats | undefined }[];

/** One JetStream consumer's backlog: messages not yet delivered, and delivered but not yet acked. */
export interface JobQueueDepth {
  stream: string;
  consumer: string;
  pending: number;
  ackPending: number;
  redelivered: number;
}

export type JobQueueSource = () => Promise<JobQueueDepth[]>;

/**
 * Gauges read at scrape time from the things they describe (warehouse pools, JetStream consumers),
 * so a value is never older than the scrape and nothing polls between scrapes.
 */
export class CollectedGauges {
  private readonly poolSources = new Map<string, WarehousePoolSource>();
  private readonly queueSources = new Set<JobQueueSource>();

  constructor(registry: Registry) {
    const poolSources = this.poolSources;
    const queueSources = this.queueSources;
    // Pools are read in memory, so each gauge reads them itself when collected.
    const pools = () =>
      [...poolSources].flatMap(([service, read]) => [...summed(read())].map(([database, stats]) => ({ service, database, stats })));
    const connections: Gauge<'service' | 'database' | 'state'> = new Gauge({
      name: 'tessera_warehouse_pool_connections',
      help: 'Warehouse connection pools by service and database: connections allowed (max), open, and checked out (in_use)',
      labelNames: ['service', 'database', 'state'] as const,
      registers: [registry],
      collect() {
        connections.reset();
        for (const { service, database, stats } of pools()) {
          connections.set({ service, database, state: 'max' }, stats.max);
          connections.set({ service, database, state: 'open' }, stats.open);
          connections.set({ service, database, state: 'in_use' }, stats.inUse);
        }
      },
    });
    const waiting: Gauge<'service' | 'database'> = new Gauge({
      name: 'tessera_warehouse_pool_waiting',
      help: 'Queries waiting for a warehouse connection, by service and database',
      labelNames: ['service', 'database'] as const,
      registers: [registry],
      collect() {
        waiting.reset();
        for (const { service, database, stats } of pools()) waiting.set({ service, database }, stats.waiting);
      },
    });
    // One read of every consumer's info serves the three gauges of a scrape (prom-client collects them concurrently).
    let reading: { at: number; depths: Promise<JobQueueDepth[]> } | null = null;
    const depths = () => {
      if (!reading || Date.now() - reading.at > 1_000) {
        const read = Promise.all([...queueSources].map((source) => source().catch(() => []))).then((all) => all.flat());
        reading = { at: Date.now(), depths: read };
      }
      return reading.depths;
    };
    const gauge = (name: string, help: string, value: (depth: JobQueueDepth) => number) => {
      const queueGauge: Gauge<'stream' | 'consumer'> = new Gauge({
        name,
        help,
        labelNames: ['stream', 'consumer'] as const,
        registers: [registry],
        async collect() {
          const current = await depths();
          queueGauge.reset();
          for (const depth of current) queueGauge.set({ stream: depth.stream, consumer: depth.consumer }, value(depth));
        },
      });
    };
    gauge('tessera_jetstream_pending', 'Jobs in a JetStream work queue not yet delivered to a worker, by consumer', (d) => d.pending);
    gauge('tessera_jetstream_ack_pending', 'Jobs delivered to a worker and not yet acknowledged, by consumer', (d) => d.ackPending);
    gauge('tessera_jetstream_redelivered', 'Jobs delivered more than once and still unacknowledged, by consumer', (d) => d.redelivered);
  }

  /** Reports the pools `service` holds at every scrape (replacing an earlier source of the same service). */
  watchWarehousePools(service: string, read: WarehousePoolSource): void {
    this.poolSources.set(service, read);
  }

  /** Reports JetStream consumers' backlogs at every scrape; returns a function that stops it. */
  watchJobQueues(read: JobQueueSource): () => void {
    this.queueSources.add(read);
    return () => this.queueSources.delete(read);
  }
}

function summed(pools: { database: string; stats: PoolStats | undefined }[]): Map<string, PoolStats> {
  const sums = new Map<string, PoolStats>();
  for (const { database, stats } of pools) {
    if (!stats) continue;
    const sum = sums.get(database) ?? { max: 0, open: 0, inUse: 0, waiting: 0 };
    sums.set(database, {
      max: sum.max + stats.max,
      open: sum.open + stats.open,
      inUse: sum.inUse + stats.inUse,
      waiting: sum.waiting + stats.waiting,
    });
  }
  return sums;
}
