import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import english from '../catalogues/en.json';
import { DEFAULT_LOCALE, toLanguageTag, type Locale } from './locales';

/**
 * One locale's messages: the English source text (with its `%s` placeholders) → an ICU message
 * in which the i-th `%s` is `{0}`, `{1}`…, and a plural text is `{count, plural, …}`.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

const catalogues = new Map<Locale, MessageCatalogue>([[DEFAULT_LOCALE, english as MessageCatalogue]]);

/** Compiled messages by locale and key; `null` remembers a message that does not parse, so it is tried once. */
const compiled = new Map<Locale, Map<string, IntlMessageFormat | null>>();

/** Adds (or replaces) the catalogue of one locale; its compiled messages are dropped. */
export function registerCatalogue(locale: Locale, catalogue: MessageCatalogue): void {
  catalogues.set(locale, catalogue);
  compiled.delete(locale);
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues.has(locale);
}

function compile(locale: Locale, key: string): IntlMessageFormat | null | undefined {
  let cache = compiled.get(locale);
  if (!cache) compiled.set(locale, (cache = new Map()));
  if (cache.has(key)) return cache.get(key);
  const message = catalogues.get(locale)?.[key];
  if (message === undefined) return undefined;
  let formatter: IntlMessageFormat | null;
  try {
    formatter = new IntlMessageFormat(message, toLanguageTag(locale));
  } catch {
    // A broken translation must not break the screen: the English text is used instead.
    formatter = null;
  }
  cache.set(key, formatter);
  return formatter;
}

function toValue(arg: unknown): PrimitiveType {
  return typeof arg === 'string' || typeof arg === 'number' || arg === null || arg === undefined ? arg : String(arg);
}

function format(locale: Locale, key: string, args: readonly unknown[], count: number | undefined): string | undefined {
  const formatter = compile(locale, key);
  if (!formatter) return undefined;
  const values: Record<string, PrimitiveType> = {};
  args.forEach((arg, index) => (values[index] = toValue(arg)));
  if (count !== undefined) values['count'] = count;
  try {
    return String(formatter.format(values));
  } catch {
    // A value the message needs was not passed.
    return undefined;
  }
}

/**
 * The message `key` in `locale` with `args` as `{0}`, `{1}`… and `count` choosing the plural form;
 * the English message when the locale has none, `undefined` when neither has it (or an argument is missing).
 */
export function translate(locale: Locale, key: string, args: readonly unknown[] = [], count?: number): string | undefined {
  return (locale === DEFAULT_LOCALE ? undefined : format(locale, key, args, count)) ?? format(DEFAULT_LOCALE, key, args, count);
}
