/** Calendar units of Superset's time expressions and time shifts. */
export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const FIXED_MS: Partial<Record<TimeUnit, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};

const MONTHS_PER: Partial<Record<TimeUnit, number>> = { month: 1, quarter: 3, year: 12 };

/** The unit a word names (`days`, `Week`, `HOUR`), or null. */
export function parseTimeUnit(word: string): TimeUnit | null {
  const singular = word.toLowerCase().replace(/s$/, '');
  return (TIME_UNITS as readonly string[]).includes(singular) ? (singular as TimeUnit) : null;
}

/** Units finer than a day, for which "relative to now" rather than "relative to today" applies. */
export function isSubDayUnit(unit: TimeUnit): boolean {
  return unit === 'second' || unit === 'minute' || unit === 'hour';
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `date` moved by `amount` units, in UTC. Months, quarters and years move the calendar month and
 * clamp the day to the target month's length (Mar 31 − 1 month = Feb 28/29), as dateutil's
 * `relativedelta` and parsedatetime do; the other units are fixed lengths.
 */
export function addUnits(date: Date, amount: number, unit: TimeUnit): Date {
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) return new Date(date.getTime() + amount * fixed);
  const months = amount * (MONTHS_PER[unit] ?? 0);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/** Midnight (UTC) of the day `date` falls on. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Days since the Monday of `date`'s week (Python's `weekday()`). */
function weekday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

/**
 * Superset's `DATETRUNC`: the start of the unit containing `date`. Weeks start on Monday; a second
 * drops the milliseconds.
 */
export function truncateTo(date: Date, unit: TimeUnit): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
    case 'quarter':
      return new Date(Date.UTC(y, m - (m % 3), 1));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'week':
      return addUnits(startOfDay(date), -weekday(date), 'day');
    case 'day':
      return startOfDay(date);
    case 'hour':
      return new Date(Date.UTC(y, m, date.getUTCDate(), date.getUTCHours()));
    case 'minute':
      return new Date(Date.UTC(y, m, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()));
    case 'second':
      return new Date(Math.floor(date.getTime() / 1000) * 1000);
  }
}

/**
 * Superset's `LASTDAY`: midnight of the last day of the unit containing `date` (Dec 31, the
 * month's or quarter's last day, the Sunday ending a Monday-based week, or the day itself).
 */
export function lastDayOf(date: Date, unit: 'year' | 'quarter' | 'month' | 'week' | 'day'): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return new Date(Date.UTC(y, 11, 31));
    case 'quarter': {
      const last = m - (m % 3) + 2;
      return new Date(Date.UTC(y, last, daysInMonth(y, last)));
    }
    case 'month':
      return new Date(Date.UTC(y, m, daysInMonth(y, m)));
    case 'week':
      return addUnits(truncateTo(date, 'week'), 6, 'day');
    case 'day':
      return startOfDay(date);
  }
}
