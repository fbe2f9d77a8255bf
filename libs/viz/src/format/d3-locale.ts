import { formatLocale, type FormatLocaleDefinition, type FormatLocaleObject } from 'd3-format';
import { timeFormatLocale, type TimeLocaleDefinition, type TimeLocaleObject } from 'd3-time-format';
import usTimes from 'd3-time-format/locale/en-US';

/**
 * US English number locale with an ASCII hyphen for negatives: d3's default typographic minus
 * (U+2212) would make formatted values differ from what users type and what exports contain.
 */
const US_NUMBERS: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

let numbers: FormatLocaleObject = formatLocale(US_NUMBERS);
let times: TimeLocaleObject = timeFormatLocale(usTimes as TimeLocaleDefinition);
let revision = 0;

/** The number locale charts format with (US English until the app sets the user's). */
export function numberLocale(): FormatLocaleObject {
  return numbers;
}

/** The time locale charts format dates with: names of months and days, the `%x`/`%X`/`%c` formats. */
export function timeLocale(): TimeLocaleObject {
  return times;
}

/** Changes each time the locales change, so formatters built for the old ones are rebuilt. */
export function formatLocaleRevision(): number {
  return revision;
}

/** Puts a language's number and time definitions into effect; negatives keep the ASCII hyphen. */
export function setFormatLocales(number: FormatLocaleDefinition, time: TimeLocaleDefinition): void {
  numbers = formatLocale({ ...number, minus: '-' });
  times = timeFormatLocale(time);
  revision += 1;
}

/** Back to US English. */
export function resetFormatLocales(): void {
  setFormatLocales(US_NUMBERS, usTimes as TimeLocaleDefinition);
}
