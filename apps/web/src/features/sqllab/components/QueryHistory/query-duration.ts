const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A run's duration as `HH:mm:ss.SS`, the way the editor's history shows it; empty while it has no end. */
export function queryDuration(startMs: number | null, endMs: number | null): string {
  if (startMs === null || endMs === null || endMs < startMs) return '';
  const total = endMs - startMs;
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const hundredths = Math.floor((total % 1000) / 10);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}
