import type { FormatLocaleDefinition } from 'd3-format';
import type { TimeLocaleDefinition } from 'd3-time-format';
import { resetFormatLocales, setFormatLocales } from './d3-locale';

type Load<T> = () => Promise<{ default: T }>;

/**
 * d3's own locale definitions (`d3-format/locale/*`, `d3-time-format/locale/*`) by language tag,
 * each loaded when first needed. d3 ships no Slovak numbers and no Slovak, Slovene or European
 * Portuguese dates: those are read from the browser's `Intl` data instead.
 */
const NUMBERS: Readonly<Record<string, Load<unknown>>> = {
  fr: () => import('d3-format/locale/fr-FR'),
  es: () => import('d3-format/locale/es-ES'),
  it: () => import('d3-format/locale/it-IT'),
  zh: () => import('d3-format/locale/zh-CN'),
  ja: () => import('d3-format/locale/ja-JP'),
  de: () => import('d3-format/locale/de-DE'),
  'pt-PT': () => import('d3-format/locale/pt-PT'),
  'pt-BR': () => import('d3-format/locale/pt-BR'),
  ru: () => import('d3-format/locale/ru-RU'),
  ko: () => import('d3-format/locale/ko-KR'),
  sl: () => import('d3-format/locale/sl-SI'),
  nl: () => import('d3-format/locale/nl-NL'),
};

const TIMES: Readonly<Record<string, Load<unknown>>> = {
  fr: () => import('d3-time-format/locale/fr-FR'),
  es: () => import('d3-time-format/locale/es-ES'),
  it: () => import('d3-time-format/locale/it-IT'),
  zh: () => import('d3-time-format/locale/zh-CN'),
  ja: () => import('d3-time-format/locale/ja-JP'),
  de: () => import('d3-time-format/locale/de-DE'),
  'pt-BR': () => import('d3-time-format/locale/pt-BR'),
  ru: () => import('d3-time-format/locale/ru-RU'),
  ko: () => import('d3-time-format/locale/ko-KR'),
  nl: () => import('d3-time-format/locale/nl-NL'),
};

/** The languages besides English whose conventions charts follow. */
const LANGUAGES = ['fr', 'es', 'it', 'zh', 'ja', 'de', 'pt-PT', 'pt-BR', 'ru', 'ko', 'sk', 'sl', 'nl'];

/** Separators from `Intl` (Slovak: `1 234 567,5`), euro after the amount. */
export function numberDefinitionFromIntl(tag: string): FormatLocaleDefinition {
  const parts = new Intl.NumberFormat(tag).formatToParts(1234567.5);
  const part = (type: string, fallback: string) => parts.find((found) => found.type === type)?.value ?? fallback;
  return { decimal: part('decimal', '.'), thousands: part('group', ','), grouping: [3], currency: ['', '\u00a0€'] };
}

/** A d3 pattern from how `Intl` writes a sample date: its parts become directives, the rest stays literal. */
function patternFromIntl(tag: string, options: Intl.DateTimeFormatOptions, directives: Record<string, string>): string {
  const sample = new Date(Date.UTC(2001, 11, 31, 13, 14, 15));
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
    .formatToParts(sample)
    .map((part) => directives[part.type] ?? part.value.replace(/%/g, '%%'))
    .join('');
}

/** Day and month names, and date and time patterns, as `Intl` knows them. */
export function timeDefinitionFromIntl(tag: string): TimeLocaleDefinition {
  const name = (options: Intl.DateTimeFormatOptions, date: number) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(date);
  const week = Array.from({ length: 7 }, (_, day) => Date.UTC(2017, 0, 1 + day)); // 1 January 2017 was a Sunday.
  const year = Array.from({ length: 12 }, (_, month) => Date.UTC(2017, month, 15));
  const date = patternFromIntl(tag, { year: 'numeric', month: '2-digit', day: '2-digit' }, { year: '%Y', month: '%m', day: '%d' });
  const time = patternFromIntl(
    tag,
    { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
    { hour: '%H', minute: '%M', second: '%S' },
  );
  return {
    dateTime: `${date} ${time}`,
    date,
    time,
    periods: ['AM', 'PM'],
    days: week.map((day) => name({ weekday: 'long' }, day)) as TimeLocaleDefinition['days'],
    shortDays: week.map((day) => name({ weekday: 'short' }, day)) as TimeLocaleDefinition['shortDays'],
    months: year.map((month) => name({ month: 'long' }, month)) as TimeLocaleDefinition['months'],
    shortMonths: year.map((month) => name({ month: 'short' }, month)) as TimeLocaleDefinition['shortMonths'],
  };
}

/**
 * Where the dollar sign goes in `tag`'s writing (`$1`, `1 $`, `$ 1`). A `$` in a Superset number format
 * means US dollars: a change of language moves the sign and the separators, never turns the amount
 * into euros or yen, as the currency of d3's own definitions would.
 */
export function dollarPlacement(tag: string): [string, string] {
  const parts = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  const first = parts.findIndex((part) => part.type === 'integer');
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => part.type === 'integer' || part.type === 'fraction');
  const join = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [join(0, first), join(last + 1, parts.length)];
}

/**
 * Puts the number and date conventions of a language (a BCP 47 tag: `fr`, `pt-BR`, `pt-PT`) into effect for
 * every chart formatter built from now on; English (or an unknown tag) is US English.
 */
export async function applyFormatLocale(tag: string): Promise<void> {
  const loadNumbers = NUMBERS[tag];
  const loadTimes = TIMES[tag];
  if (!LANGUAGES.includes(tag)) {
    resetFormatLocales();
    return;
  }
  const [number, time] = await Promise.all([
    loadNumbers ? loadNumbers().then((module) => module.default as FormatLocaleDefinition) : numberDefinitionFromIntl(tag),
    loadTimes ? loadTimes().then((module) => module.default as TimeLocaleDefinition) : timeDefinitionFromIntl(tag),
  ]);
  setFormatLocales({ ...number, currency: dollarPlacement(tag) }, time);
}
