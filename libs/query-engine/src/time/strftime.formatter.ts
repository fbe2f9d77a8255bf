const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dayOfYear(date: Date): number {
  return Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

const DIRECTIVES: Record<string, (date: Date) => string> = {
  Y: (d) => pad(d.getUTCFullYear(), 4),
  y: (d) => pad(d.getUTCFullYear() % 100),
  m: (d) => pad(d.getUTCMonth() + 1),
  d: (d) => pad(d.getUTCDate()),
  H: (d) => pad(d.getUTCHours()),
  I: (d) => pad(d.getUTCHours() % 12 || 12),
  p: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  M: (d) => pad(d.getUTCMinutes()),
  S: (d) => pad(d.getUTCSeconds()),
  f: (d) => pad(d.getUTCMilliseconds() * 1000, 6),
  j: (d) => pad(dayOfYear(d), 3),
  b: (d) => MONTHS[d.getUTCMonth()].slice(0, 3),
  B: (d) => MONTHS[d.getUTCMonth()],
  a: (d) => DAYS[d.getUTCDay()].slice(0, 3),
  A: (d) => DAYS[d.getUTCDay()],
  w: (d) => String(d.getUTCDay()),
  z: () => '+0000',
  Z: () => 'UTC',
  '%': () => '%',
};

/**
 * Python's `strftime` for a UTC instant, covering the directives dataset `python_date_format`
 * patterns use; an unknown directive is copied through unchanged, as glibc does.
 */
export function strftime(date: Date, format: string): string {
  return format.replace(/%(.)/g, (match, directive: string) => DIRECTIVES[directive]?.(date) ?? match);
}

/** `YYYY-MM-DD HH:MM:SS.ffffff`, the text Superset binds for datetime bounds (Python's `isoformat(" ")`). */
export function formatTimestamp(date: Date): string {
  return strftime(date, '%Y-%m-%d %H:%M:%S.%f');
}
