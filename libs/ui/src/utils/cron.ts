import { CronExpressionParser } from 'cron-parser';

/** The five fields of a standard cron expression, in order. */
export const CRON_FIELDS = [
  { key: 'minute', label: 'Minute' },
  { key: 'hour', label: 'Hour' },
  { key: 'dayOfMonth', label: 'Day of month' },
  { key: 'month', label: 'Month' },
  { key: 'dayOfWeek', label: 'Day of week' },
] as const;

/** Common schedules offered as one-click presets. */
export const CRON_PRESETS: readonly { label: string; value: string }[] = [
  { label: 'Every minute', value: '* * * * *' },
  { label: 'Every hour', value: '0 * * * *' },
  { label: 'Every day', value: '0 0 * * *' },
  { label: 'Every week', value: '0 0 * * 0' },
  { label: 'Every month', value: '0 0 1 * *' },
  { label: 'Every year', value: '0 0 1 1 *' },
];

/** Splits an expression into exactly five fields (missing ones are empty strings). */
export function splitCron(expression: string): string[] {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  return Array.from({ length: CRON_FIELDS.length }, (_, i) => parts[i] ?? '');
}

/**
 * Whether `expression` is a five-field cron expression the scheduler accepts. Six-field (seconds)
 * forms are rejected because report schedules are minute-grained.
 */
export function isValidCron(expression: string): boolean {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length !== CRON_FIELDS.length) return false;
  try {
    CronExpressionParser.parse(parts.join(' '));
    return true;
  } catch {
    return false;
  }
}
