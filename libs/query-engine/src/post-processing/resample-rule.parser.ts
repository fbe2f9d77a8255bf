import { invalidPostProcessing } from './post-processing.errors';

const DAY_MS = 86_400_000;

/**
 * Time buckets of a resample rule: consecutive integer ordinals, each with a label timestamp.
 * Created for the first timestamp of the data, which anchors fixed-length rules.
 */
export interface Binner {
  ordinalOf(epochMs: number): number;
  labelOf(ordinal: number): number;
}

/** Builds the {@link Binner} for data starting at `first` (epoch ms). */
export type BinnerFactory = (first: number) => Binner;

const TICKS: Readonly<Record<string, number>> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY_MS,
};

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function tick(stepMs: number): BinnerFactory {
  // pandas' default origin 'start_day': midnight of the first timestamp's day.
  return (first) => {
    const origin = Math.floor(first / DAY_MS) * DAY_MS;
    return { ordinalOf: (t) => Math.floor((t - origin) / stepMs), labelOf: (o) => origin + o * stepMs };
  };
}

function weekly(n: number, anchor: number): BinnerFactory {
  // Weeks end on the anchor day and are labelled with it (closed and labelled right, whole days).
  const anchorDay = (anchor - 4 + 7) % 7; // 1970-01-01 (day 0) was a Thursday
  const unitOf = (t: number) => Math.ceil((Math.floor(t / DAY_MS) - anchorDay) / 7);
  return (first) => {
    const base = unitOf(first);
    return {
      ordinalOf: (t) => Math.ceil((unitOf(t) - base) / n),
      labelOf: (o) => (anchorDay + 7 * (base + o * n)) * DAY_MS,
    };
  };
}

function calendar(n: number, monthsPerUnit: number, atEnd: boolean): BinnerFactory {
  // Month-based periods: month/quarter/year starts are labelled left, ends are labelled right.
  const unitOf = (t: number) => {
    const date = new Date(t);
    return Math.floor((date.getUTCFullYear() * 12 + date.getUTCMonth()) / monthsPerUnit);
  };
  const labelOfUnit = (unit: number) => {
    const month = unit * monthsPerUnit;
    const start = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (!atEnd) return start;
    const next = month + monthsPerUnit;
    return Date.UTC(Math.floor(next / 12), next % 12, 1) - DAY_MS;
  };
  return (first) => {
    const base = unitOf(first);
    const round = atEnd ? Math.ceil : Math.floor;
    return {
      ordinalOf: (t) => round((unitOf(t) - base) / n),
      labelOf: (o) => labelOfUnit(base + o * n),
    };
  };
}

const CALENDAR: Readonly<Record<string, [monthsPerUnit: number, atEnd: boolean]>> = {
  M: [1, true],
  ME: [1, true],
  MS: [1, false],
  Q: [3, true],
  QE: [3, true],
  QS: [3, false],
  A: [12, true],
  Y: [12, true],
  YE: [12, true],
  AS: [12, false],
  YS: [12, false],
};

/**
 * Parses a pandas offset alias (`1T`, `1H`, `1D`, `7D`, `1W`, `W-MON`, `1M`, `1MS`, `1Q`, `1AS`,
 * `<N><unit>`…) into a {@link Binner} factory. Fixed-length rules bin from midnight of the first
 * day, closed left; `W`, `M`, `Q`, `A`/`Y` bins close and are labelled on the period's last day;
 * `MS`, `QS`, `AS`/`YS` on its first day. Timestamps are UTC epoch milliseconds.
 */
export function parseResampleRule(rule: string): BinnerFactory {
  const match = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(rule);
  if (!match) throw invalidPostProcessing(`Invalid resample rule: ${rule}`);
  const n = match[1] ? Number(match[1]) : 1;
  const unit = match[2];
  const anchor = match[3]?.toUpperCase();
  if (n <= 0) throw invalidPostProcessing(`Invalid resample rule: ${rule}`);
  if (unit === 'W') {
    const weekday = WEEKDAYS.indexOf(anchor ?? 'SUN');
    if (weekday < 0) throw invalidPostProcessing(`Invalid resample rule: ${rule}`);
    return weekly(n, weekday);
  }
  if (anchor === undefined && Object.hasOwn(TICKS, unit)) return tick(n * TICKS[unit]);
  if (Object.hasOwn(CALENDAR, unit)) {
    const [months, atEnd] = CALENDAR[unit];
    // Only the default anchors: periods ending in December, or starting in January.
    if (anchor === undefined || (months > 1 && anchor === (atEnd ? 'DEC' : 'JAN'))) return calendar(n, months, atEnd);
  }
  throw invalidPostProcessing(`Invalid resample rule: ${rule}`);
}
