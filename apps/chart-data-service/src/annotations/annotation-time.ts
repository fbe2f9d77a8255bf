import { validationFailed } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/**
 * Annotation times are wall-clock times without a zone (Superset's `DateTime` columns). The pg driver
 * reads a `timestamp` column as local time, so local getters and setters round-trip it exactly.
 */
export function parseNaiveTime(value: string, field: string): Date {
  const match = NAIVE.exec(value.trim());
  if (!match) throw validationFailed({ [field]: [serverText('Not a valid datetime.')] });
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0'] = match;
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.padEnd(3, '0').slice(0, 3)),
  );
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day))
    throw validationFailed({ [field]: [serverText('Not a valid datetime.')] });
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatNaiveTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
