import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';

/** A time zone name the runtime knows (IANA, such as `Europe/Berlin`), or null. */
export function knownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why `crontab` is not a five-field cron expression (minute hour day-of-month month day-of-week),
 * or null when it is one. Seconds fields and `@` nicknames are refused: windows are whole minutes.
 */
export function crontabProblem(crontab: string): string | null {
  const fields = crontab.trim().split(/\s+/);
  if (fields.length !== 5) return `Invalid cron expression: expected 5 fields (minute hour day month weekday), got ${fields.length}`;
  try {
    CronExpressionParser.parse(fields.join(' '), { tz: 'UTC' });
    return null;
  } catch (error) {
    return `Invalid cron expression: ${(error as Error).message}`;
  }
}

/**
 * The instants at which `crontab`, read in `timezone`, fires after `after` and at or before `until`,
 * oldest first, at most `limit` of them. Daylight-saving changes follow cron-parser: a local time
 * skipped in spring fires at the first instant after the gap, a local time repeated in autumn fires once.
 */
export function occurrencesBetween(crontab: string, timezone: string, after: Date, until: Date, limit = 1000): Date[] {
  if (until <= after) return [];
  const expression = CronExpressionParser.parse(crontab.trim(), { tz: timezone, currentDate: after, endDate: until });
  const found: Date[] = [];
  while (found.length < limit && expression.hasNext()) {
    const next = expression.next().toDate();
    if (next > until) break;
    found.push(next);
  }
  return found;
}

/** `crontab_humanized`: the expression in words ("Every 5 minutes"); the expression itself if that fails. */
export function humanizeCrontab(crontab: string): string {
  try {
    return cronstrue.toString(crontab, { use24HourTimeFormat: true });
  } catch {
    return crontab;
  }
}
