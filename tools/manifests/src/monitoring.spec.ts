import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './kustomize';

/** The alert rules and the dashboard ask only for metrics Tessera exports, and both rule copies agree. */
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const alerts = parse(read('deploy/prometheus/alerts.yaml')) as { groups: { name: string; rules: { alert: string; expr: string }[] }[] };
const rule = parse(read('k8s/components/monitoring/prometheus-rule.yaml')) as { spec: typeof alerts };
const dashboard = JSON.parse(read('deploy/grafana/dashboards/tessera.json')) as {
  uid: string;
  panels: { id: number; type: string; gridPos: { x: number; w: number }; targets?: { expr: string }[] }[];
};

/** Every `tessera_*` metric name written as a string in the server's sources. */
function exportedMetrics(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
      else if (entry.name.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(entry.name)) {
        for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/['"`](tessera_[a-z_]+)['"`]/g)) names.add(name);
      }
    }
  };
  for (const dir of ['libs/platform/src', 'apps']) walk(path.join(ROOT, dir));
  return names;
}

/** Metric names in a PromQL expression, without the suffixes Prometheus adds to histograms. */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\b(tessera_[a-z_]+)/g)].map(([, name]) => name.replace(/_(bucket|count|sum)$/, ''));
}

describe('monitoring', () => {
  const exported = exportedMetrics();
  const expressions = [
    ...alerts.groups.flatMap((g) => g.rules.map((r) => r.expr)),
    ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)),
  ];

  it('gives the Prometheus operator the same rules as the rule file', () => {
    expect(rule.spec.groups).toEqual(alerts.groups);
  });

  it('alerts on the obvious failures', () => {
    const names = alerts.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(names).toEqual(
      expect.arrayContaining([
        'TesseraServiceNotReady',
        'TesseraHttp5xxRate',
        'TesseraRequestsShed',
        'TesseraWarehouseErrorRate',
        'TesseraHttpP99High',
        'TesseraJetStreamAckPendingGrowing',
        'TesseraWarehousePoolWaiting',
      ]),
    );
  });

  it('uses only metrics that Tessera exports', () => {
    expect(exported.size).toBeGreaterThan(5);
    const unknown = expressions.flatMap(metricsIn).filter((name) => !exported.has(name));
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('shows the HTTP, bus, cache, single-flight, warehouse and pool, JetStream, report, readiness, shedding, websocket, login and process metrics', () => {
    const shown = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)).join('\n');
    for (const name of [
      'tessera_http_requests_total',
      'tessera_http_request_seconds',
      'tessera_bus_messages_total',
      'tessera_bus_handler_seconds',
      'tessera_chart_answer_cache_total',
      'tessera_warehouse_query_seconds',
      'tessera_service_ready',
      'tessera_http_shed_total',
      'tessera_websocket_connections',
      'tessera_login_failures_total',
      'tessera_chart_data_cache_total',
      'tessera_chart_data_cache_bytes_total',
      'tessera_single_flight_joins_total',
      'tessera_warehouse_pool_connections',
      'tessera_warehouse_pool_waiting',
      'tessera_jetstream_pending',
      'tessera_jetstream_ack_pending',
      'tessera_report_runs_total',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(shown).toContain(name);
    }
  });

  it('lays the dashboard out on Grafana’s 24-column grid with unique panel ids', () => {
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of dashboard.panels) expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
  });
});
