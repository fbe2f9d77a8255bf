import { catalogueText } from '@tessera/contracts';
import { timeRangeError } from './time.errors';
import { addUnits, parseTimeUnit, type TimeUnit } from './time-unit.util';

/** A time shift as a signed number of calendar units; negative amounts point into the past. */
export interface TimeShift {
  amount: number;
  unit: TimeUnit;
}

const SHIFT = /^(\d+)\s+(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|later|from now|hence|before|after))?$/i;

/**
 * Reads a time shift as Superset's time comparison options write them (`1 day ago`, `1 week ago`,
 * `28 days ago`, `52 weeks ago`, `1 year ago`, `104 weeks ago`, `3 years ago`…). Without a suffix the
 * shift points into the past, as the legacy `time_compare` values (`1 week`, `1 year`) meant;
 * `later`/`from now` point into the future.
 */
export function parseTimeShift(shift: string): TimeShift {
  const match = SHIFT.exec(shift.trim());
  const unit = match ? parseTimeUnit(match[2]) : null;
  if (!match || !unit) throw timeRangeError(catalogueText('Cannot parse time shift [%s]', shift.trim()));
  const suffix = (match[3] ?? 'ago').toLowerCase();
  const future = suffix === 'later' || suffix === 'from now' || suffix === 'hence' || suffix === 'after';
  return { amount: Number(match[1]) * (future ? 1 : -1), unit };
}

/**
 * `date` moved by `shift` (a string such as `1 year ago`, or a parsed {@link TimeShift}), in UTC.
 * Months, quarters and years move on the calendar and clamp to the month's last day, so
 * `shiftDate(2020-03-31, '1 month ago')` is 2020-02-29; weeks are 7 days.
 */
export function shiftDate(date: Date, shift: string | TimeShift): Date {
  const parsed = typeof shift === 'string' ? parseTimeShift(shift) : shift;
  return addUnits(date, parsed.amount, parsed.unit);
}

/** The inverse of {@link shiftDate}'s shift: maps an offset series' timestamp onto the main series. */
export function invertTimeShift(shift: string | TimeShift): TimeShift {
  const parsed = typeof shift === 'string' ? parseTimeShift(shift) : shift;
  return { amount: -parsed.amount, unit: parsed.unit };
}
