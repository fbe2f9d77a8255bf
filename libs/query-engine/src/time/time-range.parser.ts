import { catalogueText } from '@tessera/contracts';
import { evaluateDatetimeExpression } from './datetime-expression.parser';
import { parseHumanDatetime } from './human-datetime.parser';
import { timeRangeError } from './time.errors';
import { shiftDate } from './time-shift.util';
import { addUnits, isSubDayUnit, lastDayOf, parseTimeUnit, truncateTo, type TimeUnit } from './time-unit.util';

/** Superset's `NO_TIME_RANGE`. */
export const NO_TIME_RANGE = 'No filter';
const SEPARATOR = ' : ';

/** What `today`/`now` relative phrases are anchored to (`DEFAULT_RELATIVE_START_TIME`/`END_TIME`). */
export type RelativeAnchor = 'today' | 'now';

export interface TimeRangeOptions {
  /** The current instant; every relative phrase is computed from it, in UTC. */
  now: Date;
  /** Legacy `since` field, used when there is no `time_range`. */
  since?: string | null;
  /** Legacy `until` field, used when there is no `time_range`. */
  until?: string | null;
  relativeStart?: RelativeAnchor | null;
  relativeEnd?: RelativeAnchor | null;
  /** Legacy `time_shift` (`1 week`, `1 year ago`): both bounds move by it, see {@link shiftDate}. */
  timeShift?: string | null;
}

export interface TimeRangeBounds {
  /** Inclusive lower bound, or null for an open start. */
  since: Date | null;
  /** Exclusive upper bound, or null for an open end. */
  until: Date | null;
}

const CALENDAR_RANGES: Record<string, [string, string]> = {
  'previous calendar week': ["DATETRUNC(DATEADD(DATETIME('today'), -1, WEEK), WEEK)", "DATETRUNC(DATETIME('today'), WEEK)"],
  'previous calendar month': ["DATETRUNC(DATEADD(DATETIME('today'), -1, MONTH), MONTH)", "DATETRUNC(DATETIME('today'), MONTH)"],
  'previous calendar quarter': ["DATETRUNC(DATEADD(DATETIME('today'), -1, QUARTER), QUARTER)", "DATETRUNC(DATETIME('today'), QUARTER)"],
  'previous calendar year': ["DATETRUNC(DATEADD(DATETIME('today'), -1, YEAR), YEAR)", "DATETRUNC(DATETIME('today'), YEAR)"],
};

const MODIFIER = /^(start of|beginning of|end of)\s+(this|last|next|prior)\s+(\d+)?\s*(day|week|month|quarter|year)s?$/i;
const SCOPE = /^(this|last|next|prior)\s+(\d+)?\s*(second|minute|hour|day|week|month|quarter|year)s?$/i;
const SHORTHAND_UNIT = /^(?:last|next)\s+(?:\d+\s*)?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const EXPRESSION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)\b/i;

function anchorDate(anchor: RelativeAnchor, now: Date): Date {
  return parseHumanDatetime(anchor, now);
}

/** Superset's `get_relative_base`: the given anchor, else `now` for sub-day units and `today` otherwise. */
function relativeBase(unit: TimeUnit, relativeStart: RelativeAnchor | null | undefined): RelativeAnchor {
  if (relativeStart) return relativeStart;
  return isSubDayUnit(unit) ? 'now' : 'today';
}

function scoped(scope: string, delta: string | undefined, unit: TimeUnit, base: Date): Date {
  const amount = delta ? Number(delta) : 1;
  switch (scope.toLowerCase()) {
    case 'last':
    case 'prior':
      return addUnits(base, -amount, unit);
    case 'next':
      return addUnits(base, amount, unit);
    default:
      return base;
  }
}

function evaluateBound(part: string, options: TimeRangeOptions): Date {
  const modifier = MODIFIER.exec(part);
  if (modifier) {
    const unit = parseTimeUnit(modifier[4]) as 'day' | 'week' | 'month' | 'quarter' | 'year';
    const base = scoped(modifier[2], modifier[3], unit, anchorDate(relativeBase(unit, options.relativeStart), options.now));
    return modifier[1].toLowerCase() === 'end of' ? lastDayOf(base, unit) : truncateTo(base, unit);
  }
  const scope = SCOPE.exec(part);
  if (scope) {
    const unit = parseTimeUnit(scope[3]) as TimeUnit;
    return scoped(scope[1], scope[2], unit, anchorDate(relativeBase(unit, options.relativeStart), options.now));
  }
  if (EXPRESSION.test(part)) return evaluateDatetimeExpression(part, options.now);
  return parseHumanDatetime(part, options.now);
}

/** The anchor for the open side of a `Last …`/`Next …` shorthand: `now` for sub-day units, else `today`. */
function shorthandBound(range: string): RelativeAnchor {
  const match = SHORTHAND_UNIT.exec(range);
  const unit = match ? parseTimeUnit(match[1]) : null;
  return unit && isSubDayUnit(unit) ? 'now' : 'today';
}

/** Rewrites Superset's named ranges into an explicit `<start> : <end>` form. */
function expandShorthand(raw: string, options: TimeRangeOptions): string {
  if (raw.includes(SEPARATOR)) return raw;
  const range = raw.trim();
  const lower = range.toLowerCase();
  if (/^last\b/.test(lower)) return range + SEPARATOR + (options.relativeEnd ?? shorthandBound(range));
  if (/^next\b/.test(lower)) return (options.relativeStart ?? shorthandBound(range)) + SEPARATOR + range;
  const calendar = Object.keys(CALENDAR_RANGES).find((name) => lower.startsWith(name));
  if (calendar) return CALENDAR_RANGES[calendar].join(SEPARATOR);
  const current = /^current (day|week|month|quarter|year)\b/.exec(lower);
  if (current) {
    const unit = current[1].toUpperCase();
    return `DATETRUNC(DATETIME('today'), ${unit})${SEPARATOR}DATETRUNC(DATEADD(DATETIME('today'), 1, ${unit}), ${unit})`;
  }
  throw timeRangeError(catalogueText('Cannot parse time range [%s]: expected "%s" or a named range', range, '<start> : <end>'));
}

/** Superset's `add_ago_to_since`: a legacy `since` of `7 days` means seven days ago. */
function addAgoToSince(since: string): string {
  const words = since.split(' ');
  return words.length === 2 && ['days', 'years', 'hours', 'day', 'year', 'weeks'].includes(words[1]) ? `${since} ago` : since;
}

function legacyBounds(options: TimeRangeOptions): TimeRangeBounds {
  const since = options.since?.trim() ? parseHumanDatetime(addAgoToSince(options.since.trim()), options.now) : null;
  const until = options.until?.trim()
    ? parseHumanDatetime(options.until, options.now)
    : anchorDate(options.relativeEnd ?? 'today', options.now);
  return { since, until };
}

function rangeBounds(timeRange: string, options: TimeRangeOptions): TimeRangeBounds {
  const expanded = expandShorthand(timeRange, options);
  const at = expanded.indexOf(SEPARATOR);
  const start = expanded.slice(0, at).trim();
  const end = expanded.slice(at + SEPARATOR.length).trim();
  return {
    since: start ? evaluateBound(start, options) : null,
    until: end ? evaluateBound(end, options) : null,
  };
}

/**
 * Superset's `get_since_until`, in UTC, returning the half-open interval `[since, until)`:
 *
 * - missing, empty or `No filter` → both null (no time filter), unless the legacy `since`/`until`
 *   fields are given (then `until` defaults to `relativeEnd`, i.e. today at midnight);
 * - `Last day|week|month|quarter|year` and `Last N <unit>s` → [anchor − N units, `relativeEnd`),
 *   e.g. `Last week` = [today − 7 days, today), `Last month` = [today − 1 calendar month, today); the
 *   start anchor is `relativeStart`, else `now` for seconds/minutes/hours and `today` otherwise;
 * - `Next N <unit>s` → [`relativeStart`, anchor + N units);
 * - `previous calendar week|month|quarter|year` → [start of the previous unit, start of this unit);
 * - `Current day|week|month|quarter|year` → [start of this unit, start of the next one); weeks start
 *   on Monday;
 * - `<start> : <end>`, each side an ISO date or datetime, `now`, `today`, `yesterday`, `tomorrow`,
 *   `N <unit>s ago|later|from now`, `this|last|next|prior [N] <unit>`, `start of|end of <scope>
 *   <unit>`, or a `DATETIME`/`DATEADD`/`DATETRUNC`/`LASTDAY` expression; an empty side leaves that
 *   end open.
 *
 * `timeShift` then moves both bounds (into the past unless it says `later`). Unreadable input and a start after the end are
 * `BAD_REQUEST` errors quoting the offending text. Named ranges are matched case-insensitively, and
 * text that is neither a named range nor `<start> : <end>` is rejected rather than ignored.
 */
export function parseTimeRange(timeRange: string | null | undefined, options: TimeRangeOptions): TimeRangeBounds {
  const range = timeRange?.trim() ?? '';
  let bounds: TimeRangeBounds;
  if (!range) {
    bounds = options.since?.trim() || options.until?.trim() ? legacyBounds(options) : { since: null, until: null };
  } else if (range.toLowerCase() === NO_TIME_RANGE.toLowerCase()) {
    return { since: null, until: null };
  } else {
    // Untrimmed, so `2020-01-01 : ` keeps its separator and reads as an open end.
    bounds = rangeBounds(timeRange as string, options);
  }
  if (options.timeShift?.trim()) {
    const shift = options.timeShift;
    bounds = {
      since: bounds.since && shiftDate(bounds.since, shift),
      until: bounds.until && shiftDate(bounds.until, shift),
    };
  }
  if (bounds.since && bounds.until && bounds.since.getTime() > bounds.until.getTime()) {
    throw timeRangeError(catalogueText('From date cannot be larger than to date'));
  }
  return bounds;
}
