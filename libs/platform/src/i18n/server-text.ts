import type { TesseraError } from '@tessera/contracts';
import { DEFAULT_LOCALE, translate, type Locale } from '@tessera/i18n';
import { currentRequestContext } from '../logging/request-context';
import { loadServerCatalogues } from './server-catalogues';

/** The language of the current unit of work: the gateway's resolution for a request, the envelope's in a service. */
export function currentLocale(): Locale {
  return currentRequestContext()?.locale ?? DEFAULT_LOCALE;
}

/** `%s`-style fallback, for a text the catalogue does not hold (it always should: `npm run i18n:check`). */
function fillPlaceholders(text: string, args: readonly unknown[]): string {
  let index = 0;
  return text.replace(/%s/g, () => String(args[index++] ?? ''));
}

/**
 * A text the user reads, in `locale`: `key` is the English source text with `%s` placeholders,
 * filled from `args` in order. The i18n extraction script collects the literal first arguments of
 * serverText and serverPlural calls (both forms) into the English catalogue, so keys must be string literals.
 */
export function textIn(locale: Locale, key: string, ...args: unknown[]): string {
  loadServerCatalogues();
  return translate(locale, key, args) ?? fillPlaceholders(key, args);
}

/** {@link textIn} in the current unit of work's language. */
export function serverText(key: string, ...args: unknown[]): string {
  return textIn(currentLocale(), key, ...args);
}

/** A plural text in `locale`: the English `singular`/`plural` pair chooses by `count` (`%s` placeholders as in {@link textIn}). */
export function pluralIn(locale: Locale, singular: string, plural: string, count: number, ...args: unknown[]): string {
  loadServerCatalogues();
  return translate(locale, singular, args, count) ?? fillPlaceholders(count === 1 ? singular : plural, args);
}

/** {@link pluralIn} in the current unit of work's language. */
export function serverPlural(singular: string, plural: string, count: number, ...args: unknown[]): string {
  return pluralIn(currentLocale(), singular, plural, count, ...args);
}

/**
 * The current language's version of an English catalogue text that carries no placeholders, for texts
 * built where no language is known (the contracts' `forbidden()` default, framework errors); any other
 * text is returned as it is.
 */
export function localiseKnownText(text: string): string {
  if (text.includes('%s')) return text;
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return text;
  loadServerCatalogues();
  return translate(locale, text) ?? text;
}

/**
 * An error's message in the current language: its catalogue text when the thrower could only name
 * one (domain libraries), else {@link localiseKnownText} of its message.
 */
export function localisedMessage(error: TesseraError): string {
  if (error.text) return textIn(currentLocale(), error.text.key, ...error.text.args);
  return localiseKnownText(error.message);
}
