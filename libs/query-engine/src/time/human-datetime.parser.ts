import { catalogueText } from '@tessera/contracts';
import { timeRangeError } from './time.errors';
import { addUnits, daysInMonth, isSubDayUnit, parseTimeUnit, startOfDay } from './time-unit.util';

const UNIT_WORDS = '(second|minute|hour|day|week|month|quarter|year)s?';
const AMBIGUOUS = new RegExp(`^(\\d+)\\s+${UNIT_WORDS}$`, 'i');
const RELATIVE = new RegExp(`^(\\d+)\\s+${UNIT_WORDS}\\s+(ago|later|from now|hence)$`, 'i');
const ISO =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
}

/** An ISO-8601 date or datetime (`2020`, `2020-03`, `2020-03-15`, `2020-03-15T10:20:30.5+02:00`), in UTC. */
export function parseIsoDatetime(text: string): Date | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (month > 11 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const local = Date.UTC(year, month, day, hour, minute, second, ms);
  return new Date(local - offsetMinutes(zone) * 60_000);
}

/**
 * Superset's `parse_human_datetime`, in UTC: `now`, `today`, `yesterday`, `tomorrow`, ISO dates and
 * datetimes, and `N <unit>s ago|later|from now`. As parsedatetime does, day-or-coarser relative
 * phrases land on midnight ("7 days ago" is midnight seven days back) while hours, minutes and
 * seconds keep the time of day. A bare `N <unit>s` is ambiguous and rejected with Superset's message.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  const value = text.trim();
  if (AMBIGUOUS.test(value)) {
    throw timeRangeError(catalogueText('Time string is ambiguous. Please specify [%s ago] or [%s later].', value, value));
  }
  switch (value.toLowerCase()) {
    case 'now':
      return new Date(now.getTime());
    case 'today':
      return startOfDay(now);
    case 'yesterday':
      return addUnits(startOfDay(now), -1, 'day');
    case 'tomorrow':
      return addUnits(startOfDay(now), 1, 'day');
    default:
  }
  const relative = RELATIVE.exec(value);
  if (relative) {
    const unit = parseTimeUnit(relative[2]);
    if (unit) {
      const amount = Number(relative[1]) * (relative[3].toLowerCase() === 'ago' ? -1 : 1);
      const moved = addUnits(now, amount, unit);
      return isSubDayUnit(unit) ? moved : startOfDay(moved);
    }
  }
  const iso = parseIsoDatetime(value);
  if (iso) return iso;
  throw timeRangeError(catalogueText('Cannot parse time string [%s]', value));
}
