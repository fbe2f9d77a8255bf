// Pass/fail limits per request kind, the same for k6 (as its threshold expressions) and for the node
// runner (evaluated on its own measurements): latency percentiles below the limit, error rate at most it.

/** Milliseconds for p95/p99; `errorRate` is the share of failed requests allowed (0.01 = 1 %). */
export const DEFAULT_THRESHOLDS = {
  // Every virtual user logs in at the same moment when the run starts, and each login is a bcrypt
  // comparison: that burst is slower than a login during the run (serving.bench.mjs times that one).
  login: { p95: 2000, p99: 4000, errorRate: 0.01 },
  page_bootstrap: { p95: 500, p99: 1000, errorRate: 0.01 },
  dashboard_bootstrap: { p95: 500, p99: 1000, errorRate: 0.01 },
  socket_open: { p95: 500, p99: 1000, errorRate: 0.01 },
  chart_data_ws: { p95: 1000, p99: 2000, errorRate: 0.01 },
  chart_data_http: { p95: 1000, p99: 2000, errorRate: 0.01 },
  explore_bootstrap: { p95: 1000, p99: 2000, errorRate: 0.01 },
  sqllab_bootstrap: { p95: 500, p99: 1000, errorRate: 0.01 },
  sqllab_execute: { p95: 2000, p99: 5000, errorRate: 0.01 },
  sqllab_poll: { p95: 500, p99: 1000, errorRate: 0.01 },
  sqllab_results: { p95: 1000, p99: 2000, errorRate: 0.01 },
  list: { p95: 1000, p99: 2000, errorRate: 0.01 },
};

/** The limits of `kinds`, each default overridden field by field by `overrides` (`{kind: {p95, p99, errorRate}}`, or `*` for every kind). */
export function thresholdsFor(kinds, overrides = {}) {
  const limits = {};
  for (const kind of kinds) limits[kind] = { ...DEFAULT_THRESHOLDS[kind], ...overrides['*'], ...overrides[kind] };
  return limits;
}

export const DURATION_METRIC = 'tessera_req_duration';
export const FAILED_METRIC = 'tessera_req_failed';

/** The limits as k6 `options.thresholds` on the tagged custom metrics the k6 entry records. */
export function toK6Thresholds(limits) {
  const thresholds = {};
  for (const [kind, limit] of Object.entries(limits)) {
    thresholds[`${DURATION_METRIC}{kind:${kind}}`] = [`p(95)<${limit.p95}`, `p(99)<${limit.p99}`];
    thresholds[`${FAILED_METRIC}{kind:${kind}}`] = [`rate<=${limit.errorRate}`];
  }
  return thresholds;
}

/**
 * Verdicts of the node runner: one per kind and measure, for the kinds that were measured
 * (`summary[kind]` is `{count, failed, p95, p99}`), like k6, which leaves unmeasured sub-metrics alone.
 */
export function evaluateThresholds(summary, limits) {
  const verdicts = [];
  for (const [kind, limit] of Object.entries(limits)) {
    const measured = summary[kind];
    if (!measured || measured.count === 0) continue;
    const errorRate = measured.failed / measured.count;
    verdicts.push(
      { kind, measure: 'p95', limit: limit.p95, actual: measured.p95, ok: measured.p95 < limit.p95 },
      { kind, measure: 'p99', limit: limit.p99, actual: measured.p99, ok: measured.p99 < limit.p99 },
      { kind, measure: 'error rate', limit: limit.errorRate, actual: errorRate, ok: errorRate <= limit.errorRate },
    );
  }
  return verdicts;
}

/** What the runner exits with: 1 when any threshold failed. */
export function exitStatus(verdicts) {
  return verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}
