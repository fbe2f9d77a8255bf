import { toLanguageTag } from './locales';
import { getLocale } from './translate';

/** A count written the user's way: `1,000` in English, `1.000` in German, `1 000` in French. */
export function formatCount(value: number): string {
  return value.toLocaleString(toLanguageTag(getLocale()));
}

/** A date and time written the user's way: `1/15/2020, 1:05:00 PM` in English, `15.1.2020, 13:05:00` in German. */
export function formatDateTime(date: Date): string {
  return date.toLocaleString(toLanguageTag(getLocale()));
}
