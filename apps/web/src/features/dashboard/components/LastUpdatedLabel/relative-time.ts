import { t } from '../../../../i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `then` was, in words ('a few seconds ago', '2 minutes ago', 'an hour ago'…), with
 * the rounding thresholds of moment's `fromNow`, which Superset's labels use.
 */
export function timeAgo(then: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  const minutes = Math.round(seconds / MINUTE);
  const hours = Math.round(seconds / HOUR);
  const days = Math.round(seconds / DAY);
  if (seconds < 45) return t('a few seconds ago');
  if (seconds < 90) return t('a minute ago');
  if (minutes < 45) return t('%s minutes ago', minutes);
  if (minutes < 90) return t('an hour ago');
  if (hours < 22) return t('%s hours ago', hours);
  if (hours < 36) return t('a day ago');
  if (days < 26) return t('%s days ago', days);
  if (days < 45) return t('a month ago');
  if (days < 320) return t('%s months ago', Math.round(days / 30.4));
  if (days < 548) return t('a year ago');
  return t('%s years ago', Math.round(days / 365));
}
