import type { ExampleValue } from '../tables/example-table.types';

/** `2008-01-01 00:00:00`: a wall-clock timestamp in UTC, independent of the loading machine's time zone. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A value as a statement parameter: timestamps as UTC wall-clock text, everything else as is. */
export function toParameter(value: ExampleValue): string | number | null {
  return value instanceof Date ? formatTimestamp(value) : value;
}

/** A value as a CSV field: strings always quoted (so '' differs from NULL), NULL as an empty field. */
export function csvField(value: ExampleValue): string {
  if (value === null) return '';
  if (value instanceof Date) return formatTimestamp(value);
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
}
