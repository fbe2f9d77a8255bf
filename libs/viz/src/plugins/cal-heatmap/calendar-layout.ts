import { utcDay, utcHour, utcMinute, utcMonday, utcMonth, utcYear, type CountableTimeInterval } from 'd3-time';
import { utcFormat } from 'd3-time-format';
import type { DomainGranularity, SubdomainGranularity } from './cal-heatmap.types';

const DOMAINS: Readonly<Record<DomainGranularity, CountableTimeInterval>> = {
  hour: utcHour,
  day: utcDay,
  week: utcMonday,
  month: utcMonth,
  year: utcYear,
};

/** Weeks start on Monday, as the database's week grain does. */
export const SUBDOMAINS: Readonly<Record<SubdomainGranularity, CountableTimeInterval>> = {
  min: utcMinute,
  hour: utcHour,
  day: utcDay,
  week: utcMonday,
  month: utcMonth,
};

const DOMAIN_LABELS: Readonly<Record<DomainGranularity, (date: Date) => string>> = {
  hour: utcFormat('%b %-d, %H:00'),
  day: utcFormat('%b %-d, %Y'),
  week: utcFormat('Week of %b %-d'),
  month: utcFormat('%b %Y'),
  year: utcFormat('%Y'),
};

/** Rows of cells in a block, when cells run down then across (minutes in tens, hours in sixes, months in threes). */
const ROWS: Readonly<Record<SubdomainGranularity, number>> = { min: 10, hour: 6, day: 7, week: 1, month: 3 };

/** At most this many blocks are drawn: the latest ones. */
export const MAX_DOMAINS = 36;

export interface PlacedCell {
  time: number;
  column: number;
  row: number;
}

export interface PlacedDomain {
  start: number;
  label: string;
  columns: number;
  rows: number;
  cells: PlacedCell[];
}

/**
 * The blocks covering the data, oldest first, each with every cell of its period placed. Days in a
 * week, month or year lie as on a wall calendar: a row per weekday (Monday first), a column per week.
 */
export function layoutCalendar(times: readonly number[], domain: DomainGranularity, subdomain: SubdomainGranularity): PlacedDomain[] {
  if (times.length === 0) return [];
  const domainInterval = DOMAINS[domain] ?? utcMonth;
  const subInterval = SUBDOMAINS[subdomain] ?? utcDay;
  const first = domainInterval.floor(new Date(Math.min(...times)));
  const last = domainInterval.floor(new Date(Math.max(...times)));
  const starts = domainInterval.range(first, domainInterval.offset(last, 1)).slice(-MAX_DOMAINS);
  const weekdays = subdomain === 'day' && domain !== 'hour' && domain !== 'day';
  return starts.map((start) => {
    const units = subInterval.range(start, domainInterval.offset(start, 1));
    const rows = weekdays ? 7 : Math.min(ROWS[subdomain] ?? 1, Math.max(1, units.length));
    const firstWeek = utcMonday.floor(start).getTime();
    const cells = units.map((unit, i) => {
      if (!weekdays) return { time: unit.getTime(), column: Math.floor(i / rows), row: i % rows };
      const weekday = (unit.getUTCDay() + 6) % 7;
      return { time: unit.getTime(), column: utcMonday.count(new Date(firstWeek), unit), row: weekday };
    });
    const columns = Math.max(1, ...cells.map((cell) => cell.column + 1));
    return { start: start.getTime(), label: DOMAIN_LABELS[domain](start), columns, rows, cells };
  });
}

/** The start of the cell a timestamp falls in. */
export function cellStart(time: number, subdomain: SubdomainGranularity): number {
  return (SUBDOMAINS[subdomain] ?? utcDay).floor(new Date(time)).getTime();
}
