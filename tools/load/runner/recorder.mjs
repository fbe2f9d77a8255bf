// The node runner's measurements: every request's duration and outcome by kind, summarised as counts,
// percentiles and the reasons of failures.

/** Nearest-rank percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export class Recorder {
  constructor() {
    this.kinds = new Map();
  }

  record(kind, milliseconds, failure) {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { durations: [], failed: 0, reasons: new Map() };
      this.kinds.set(kind, entry);
    }
    entry.durations.push(milliseconds);
    if (failure) {
      entry.failed += 1;
      entry.reasons.set(failure, (entry.reasons.get(failure) ?? 0) + 1);
    }
  }

  /** `{kind: {count, failed, p50, p95, p99, max, reasons: {why: n}}}`, in the order kinds were first seen. */
  summary() {
    const summary = {};
    for (const [kind, entry] of this.kinds) {
      const sorted = [...entry.durations].sort((a, b) => a - b);
      summary[kind] = {
        count: sorted.length,
        failed: entry.failed,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
        reasons: Object.fromEntries(entry.reasons),
      };
    }
    return summary;
  }
}
