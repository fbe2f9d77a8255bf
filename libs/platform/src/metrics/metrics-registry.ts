import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CollectedGauges } from './collected-gauges';

/**
 * One Prometheus registry per process with the metrics every part of Tessera shares.
 * Embedded mode runs all services in one process, so the `service` label tells them apart.
 */
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly busMessages = this.counter('tessera_bus_messages_total', 'Bus messages handled, by outcome (ok, error, timeout, invalid)', [
    'service',
    'subject',
    'kind',
    'outcome',
  ]);
  readonly busDuration = this.histogram(
    'tessera_bus_handler_seconds',
    'Time spent in bus handlers',
    ['service', 'subject', 'kind'],
    [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
  );
  readonly httpRequests = this.counter('tessera_http_requests_total', 'HTTP requests answered by the gateway', [
    'method',
    'route',
    'status',
  ]);
  readonly httpDuration = this.histogram(
    'tessera_http_request_seconds',
    'Gateway request latency',
    ['method', 'route'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  );
  readonly answerCache = this.counter(
    'tessera_chart_answer_cache_total',
    "Requests the gateway's answer cache could take, by outcome: hit (chart data), read-hit (a viewer's dashboard reads), miss",
    ['outcome'],
  );
  readonly shedRequests = this.counter('tessera_http_shed_total', 'Requests refused with 503 because the gateway was saturated', ['route']);
  readonly metadataQueries = this.counter('tessera_metadata_queries_total', 'Statements sent to the metadata store', ['service']);
  readonly loginFailures = this.counter('tessera_login_failures_total', 'Logins refused for a wrong user name or password', []);
  readonly loginThrottled = this.counter(
    'tessera_login_throttled_total',
    'Login attempts refused with 429, by the limit that was reached',
    ['limit'],
  );
  readonly websocketConnections = new Gauge({
    name: 'tessera_websocket_connections',
    help: 'Websocket connections open on this gateway, by path',
    labelNames: ['path'] as const,
    registers: [this.registry],
  });
  readonly websocketFrames = this.counter('tessera_websocket_frames_total', 'Websocket frames received (in) and sent (out), by path', [
    'path',
    'direction',
  ]);
  readonly warehouseQuerySeconds = this.histogram(
    'tessera_warehouse_query_seconds',
    'Time warehouse statements took until their last row was read, by database and outcome (ok, error, cancelled)',
    ['database', 'engine', 'outcome'],
    [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 15, 60, 300],
  );
  readonly chartDataCache = this.counter(
    'tessera_chart_data_cache_total',
    "Query results the chart-data service's shared result cache answered (hit) or had to compute or wait for (miss)",
    ['outcome'],
  );
  readonly chartDataCacheBytes = this.counter(
    'tessera_chart_data_cache_bytes_total',
    'Bytes of query results read from the shared result cache (hit) and written to it (miss)',
    ['outcome'],
  );
  readonly singleFlightJoins = this.counter(
    'tessera_single_flight_joins_total',
    'Requests that shared an identical computation already running, in this process or in another replica',
    ['scope'],
  );
  readonly reportRuns = this.counter(
    'tessera_report_runs_total',
    'Report and alert runs finished, by state (Success, Error, Not triggered, On Grace)',
    ['state'],
  );
  /** Warehouse pools and JetStream backlogs, read at scrape time. */
  readonly collected = new CollectedGauges(this.registry);
  readonly serviceReady = new Gauge({
    name: 'tessera_service_ready',
    help: "Whether each service answered the gateway's last readiness check (1) or not (0)",
    labelNames: ['service'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }
}
