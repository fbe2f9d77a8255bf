import { registerCatalogue as registerMessages, translate, type MessageCatalogue } from '@tessera/i18n';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';

let activeLocale: Locale = DEFAULT_LOCALE;

/** Adds (or replaces) the catalogue of one locale: ICU messages keyed by the English text. */
export function registerCatalogue(locale: Locale, catalogue: MessageCatalogue): void {
  registerMessages(locale, catalogue);
}

/** Switches the active locale; an unsupported value falls back to English. Returns the locale in effect. */
export function setLocale(locale: string): Locale {
  activeLocale = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  return activeLocale;
}

export function getLocale(): Locale {
  return activeLocale;
}

/** Replaces each `%s` in turn with the next argument; surplus placeholders stay visible. */
export function formatText(template: string, args: readonly unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, (placeholder) => (next < args.length ? String(args[next++]) : placeholder));
}

/**
 * Translates `text` for the active locale (its catalogue, else English) with `args` in its `%s`
 * placeholders. A text no catalogue has yet, or a call short of arguments, shows the text itself.
 */
export function t(text: string, ...args: unknown[]): string {
  return translate(activeLocale, text, args) ?? formatText(text, args);
}

/**
 * The plural text for `count` by the active locale's plural rules (the catalogue's message for
 * `singular`), with `args` in its placeholders; without a message, English's singular or plural.
 */
export function tn(singular: string, plural: string, count: number, ...args: unknown[]): string {
  return translate(activeLocale, singular, args, count) ?? formatText(count === 1 ? singular : plural, args);
}
