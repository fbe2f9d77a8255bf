import { toLanguageTag } from './locales';
import { getLocale, t } from './translate';

const UNITS: Readonly<Record<string, Intl.RelativeTimeFormatUnit>> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** `5 minutes ago`, `an hour ago`, `in 2 days`, `a few seconds ago`: the forms of Superset's humanized deltas. */
const HUMANIZED = /^(in )?(a few|an?|\d+) (second|minute|hour|day|week|month|year)s?( ago)?$/;

/**
 * A relative time in the user's language, with `Intl.RelativeTimeFormat` (`il y a 5 minutes`,
 * `vor einer Stunde`, `3日前`). `units` back (negative) or ahead (positive).
 */
export function formatRelativeTime(units: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(toLanguageTag(getLocale()), { numeric: 'auto' }).format(units, unit);
}

/**
 * Superset's English `changed_on_delta_humanized` (`2 hours ago`) said in the user's language; a
 * text of another form is left as it is. English stays exactly as the server wrote it.
 */
export function localizeHumanizedDelta(text: string): string {
  if (getLocale() === 'en') return text;
  const match = HUMANIZED.exec(text.trim());
  if (!match) return text;
  const [, ahead, amount = '', unitName = '', ago] = match;
  if (!ahead === !ago) return text;
  if (amount === 'a few') return ago ? t('a few seconds ago') : text;
  const count = /^\d+$/.test(amount) ? Number(amount) : 1;
  const unit = UNITS[unitName];
  return unit ? formatRelativeTime(ago ? -count : count, unit) : text;
}
