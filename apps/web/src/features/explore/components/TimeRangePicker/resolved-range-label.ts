import { getLocale, toLanguageTag } from '../../../../i18n';
import type { ResolvedTimeRange } from './time-range.api';

const SERVER_DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * One end of a resolved range written the user's way (`1 juin 2024`, `2024/06/01 13:45`): a bare date when
 * it falls at midnight (Superset's `formatDateEndpoint`), seconds only when there are some. The server's
 * datetimes carry no zone and mean wall-clock time, so they are formatted as read, never shifted.
 */
function endpoint(dttm: string, open: string, locale: string): string {
  const parts = SERVER_DATETIME.exec(dttm);
  if (!parts) return dttm || open;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const atMidnight = hour === 0 && minute === 0 && second === 0;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    ...(atMidnight ? {} : { timeStyle: second === 0 ? 'short' : 'medium' }),
  }).format(instant);
}

/** Superset's actual-range label, `since ≤ col < until`, with its dates in the user's language. */
export function resolvedRangeLabel({ since, until }: Pick<ResolvedTimeRange, 'since' | 'until'>): string {
  const locale = toLanguageTag(getLocale());
  return `${endpoint(since, '-∞', locale)} ≤ col < ${endpoint(until, '∞', locale)}`;
}
