import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One Prometheus registry per process with the metrics every part of Tessera shares.
 * Embedded mode runs all services in one process, so the `service` label tells them apart.
 */
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly busMessages: Counter<'service' | 'subject' | 'kind' | 'outcome'>;
  readonly busDuration: Histogram<'service' | 'subject' | 'kind'>;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly answerCache: Counter<'outcome'>;
  readonly shedRequests: Counter<'route'>;
  readonly metadataQueries: Counter<'service'>;
  readonly serviceReady: Gauge<'service'>;

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.busMessages = new Counter({
      name: 'tessera_bus_messages_total',
      help: 'Bus messages handled, by outcome (ok, error, timeout, invalid)',
      labelNames: ['service', 'subject', 'kind', 'outcome'],
      registers: [this.registry],
    });
    this.busDuration = new Histogram({
      name: 'tessera_bus_handler_seconds',
      help: 'Time spent in bus handlers',
      labelNames: ['service', 'subject', 'kind'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
      registers: [this.registry],
    });
    this.httpRequests = new Counter({
      name: 'tessera_http_requests_total',
      help: 'HTTP requests answered by the gateway',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'tessera_http_request_seconds',
      help: 'Gateway request latency',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers: [this.registry],
    });
    this.answerCache = new Counter({
      name: 'tessera_chart_answer_cache_total',
      help: "Requests the gateway's answer cache could take, by outcome: hit (chart data), read-hit (a viewer's dashboard reads), miss",
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    this.shedRequests = new Counter({
      name: 'tessera_http_shed_total',
      help: 'Requests refused with 503 because the gateway was saturated',
      labelNames: ['route'],
      registers: [this.registry],
    });
    this.serviceReady = new Gauge({
      name: 'tessera_service_ready',
      help: "Whether each service answered the gateway's last readiness check (1) or not (0)",
      labelNames: ['service'],
      registers: [this.registry],
    });
    this.metadataQueries = new Counter({
      name: 'tessera_metadata_queries_total',
      help: 'Statements sent to the metadata store',
      labelNames: ['service'],
      registers: [this.registry],
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
