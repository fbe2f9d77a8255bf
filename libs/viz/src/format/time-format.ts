import { utcDay, utcHour, utcMinute, utcMonth, utcSecond, utcWeek, utcYear } from 'd3-time';
import { formatLocaleRevision, timeLocale } from './d3-locale';

/** Formats an epoch-ms timestamp (or Date) in UTC; missing values read `N/A`. */
export type TimeFormatter = (value: number | Date | null | undefined) => string;

export const SMART_DATE_FORMAT = 'smart_date';

const DATE = '%Y-%m-%d';
const MINUTE = '%Y-%m-%d %H:%M';
const SECOND = '%Y-%m-%d %H:%M:%S';

/** The label format that matches each time grain's precision. */
const GRANULARITY_FORMATS: Readonly<Record<string, string>> = {
  PT1S: SECOND,
  PT5S: SECOND,
  PT30S: SECOND,
  PT1M: MINUTE,
  PT5M: MINUTE,
  PT10M: MINUTE,
  PT15M: MINUTE,
  PT30M: MINUTE,
  'PT0.5H': MINUTE,
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: DATE,
  P7D: DATE,
  P1W: DATE,
  '1969-12-28T00:00:00Z/P1W': DATE,
  '1969-12-29T00:00:00Z/P1W': DATE,
  'P1W/1970-01-03T00:00:00Z': DATE,
  'P1W/1970-01-04T00:00:00Z': DATE,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  'P0.25Y': '%Y Q%q',
  P1Y: '%Y',
};

/** A UTC formatter in the current time locale (month and day names in the user's language). */
function utcFormat(specifier: string): (date: Date) => string {
  return timeLocale().utcFormat(specifier);
}

function smartFormats() {
  return {
    revision: formatLocaleRevision(),
    millisecond: utcFormat('.%Lms'),
    second: utcFormat(':%Ss'),
    minute: utcFormat('%I:%M'),
    hour: utcFormat('%I %p'),
    day: utcFormat('%a %d'),
    week: utcFormat('%b %d'),
    month: utcFormat('%B'),
    year: utcFormat('%Y'),
  };
}

let smartBuilt = smartFormats();

/** Superset's adaptive date format: the coarsest unit the timestamp is not aligned to decides. */
function formatSmartDate(date: Date): string {
  if (smartBuilt.revision !== formatLocaleRevision()) smartBuilt = smartFormats();
  const smart = smartBuilt;
  if (utcSecond(date) < date) return smart.millisecond(date);
  if (utcMinute(date) < date) return smart.second(date);
  if (utcHour(date) < date) return smart.minute(date);
  if (utcDay(date) < date) return smart.hour(date);
  if (utcMonth(date) < date) return utcWeek(date) < date ? smart.day(date) : smart.week(date);
  if (utcYear(date) < date) return smart.month(date);
  return smart.year(date);
}

function wrap(format: (date: Date) => string): TimeFormatter {
  return (value) => {
    if (value === null || value === undefined) return 'N/A';
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? 'N/A' : format(date);
  };
}

/**
 * A UTC time formatter for a d3-time-format specifier or `smart_date`. With `smart_date` and a
 * time grain, labels take the grain's precision (`P1M` → `Jan 2019`); without a grain they adapt
 * to each timestamp.
 */
export function getTimeFormatter(format?: string | null, granularity?: string | null): TimeFormatter {
  if (!format || format === SMART_DATE_FORMAT) {
    const byGrain = granularity ? GRANULARITY_FORMATS[granularity] : undefined;
    return wrap(byGrain ? utcFormat(byGrain) : formatSmartDate);
  }
  return wrap(utcFormat(format));
}
