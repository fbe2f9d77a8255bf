// What the node runner prints: per kind counts, throughput, p50/p95/p99 and error rate, the threshold
// verdicts, and why requests failed.

const ms = (value) => `${Math.round(value)} ms`;
const pad = (cells, widths) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');

function limitText(verdict) {
  if (verdict.measure === 'interrupted') return `${verdict.actual} (none allowed)`;
  return verdict.measure === 'error rate'
    ? `${(verdict.actual * 100).toFixed(2)} % ≤ ${(verdict.limit * 100).toFixed(2)} %`
    : `${ms(verdict.actual)} < ${ms(verdict.limit)}`;
}

export function formatReport(result) {
  const lines = [];
  const { options, data } = result;
  const target = ['dashboard', 'chart', 'database']
    .filter((key) => data[key] !== undefined)
    .map((key) => `${key} ${data[key]}`)
    .join(', ');
  lines.push(
    `scenario ${options.scenario}: ${options.vus} virtual users for ${options.durationSeconds} s against ${options.baseUrl}${target ? ` (${target})` : ''}`,
  );
  lines.push(`  load users: ${options.users} (${data.createdUsers} created now), think time ${options.thinkSeconds} s`);
  lines.push(
    `  iterations: ${result.iterations} completed (${(result.iterations / result.elapsedSeconds).toFixed(1)}/s), ${result.interrupted.count} interrupted`,
  );
  lines.push('');
  const widths = [20, 8, 7, 7, 8, 8, 8, 8, 7];
  lines.push(pad(['kind', 'requests', 'failed', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors'], widths));
  for (const [kind, entry] of Object.entries(result.kinds)) {
    const rate = entry.count ? (entry.failed / entry.count) * 100 : 0;
    lines.push(
      pad(
        [
          kind,
          entry.count,
          entry.failed,
          (entry.count / result.elapsedSeconds).toFixed(1),
          ms(entry.p50),
          ms(entry.p95),
          ms(entry.p99),
          ms(entry.max),
          `${rate.toFixed(1)} %`,
        ],
        widths,
      ),
    );
  }
  lines.push('');
  lines.push('thresholds');
  for (const verdict of result.verdicts)
    lines.push(`  ${verdict.ok ? 'ok  ' : 'FAIL'} ${verdict.kind} ${verdict.measure}: ${limitText(verdict)}`);
  const reasons = Object.entries(result.kinds).flatMap(([kind, entry]) =>
    Object.entries(entry.reasons).map(([reason, count]) => `  ${kind}: ${reason} × ${count}`),
  );
  for (const [reason, count] of Object.entries(result.interrupted.reasons)) reasons.push(`  iteration interrupted: ${reason} × ${count}`);
  if (reasons.length) lines.push('', 'failures', ...reasons);
  lines.push('', result.exitStatus === 0 ? 'all thresholds passed' : 'THRESHOLDS FAILED');
  return lines.join('\n');
}
