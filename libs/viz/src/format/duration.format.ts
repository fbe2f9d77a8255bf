const UNITS: readonly [suffix: string, milliseconds: number][] = [
  ['y', 365 * 24 * 3600 * 1000],
  ['d', 24 * 3600 * 1000],
  ['h', 3600 * 1000],
  ['m', 60 * 1000],
];

/**
 * Milliseconds as a human duration (`3723000` → `1h 2m 3s`, `1337` → `1.3s`, `500` → `500ms`),
 * omitting zero parts; seconds keep one decimal, floored, as pretty-ms prints them.
 */
export function formatDuration(milliseconds: number): string {
  const sign = milliseconds < 0 ? '-' : '';
  let rest = Math.abs(milliseconds);
  if (rest < 1000) return `${sign}${Math.round(rest)}ms`;
  const parts: string[] = [];
  for (const [suffix, size] of UNITS) {
    const amount = Math.floor(rest / size);
    if (amount > 0) parts.push(`${amount}${suffix}`);
    rest -= amount * size;
  }
  const seconds = Math.floor(rest / 100) / 10;
  if (seconds > 0) parts.push(`${seconds.toFixed(1).replace(/\.0$/, '')}s`);
  return `${sign}${parts.join(' ') || '0ms'}`;
}
