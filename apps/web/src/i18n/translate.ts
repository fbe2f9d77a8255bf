import type { Catalogue, PluralForms } from './catalogue.types';
import { en } from './en';
import { DEFAULT_LOCALE, isSupportedLocale, toLanguageTag, type Locale } from './locales';

const catalogues = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, en]]);
let activeLocale: Locale = DEFAULT_LOCALE;

/** Adds (or replaces) the catalogue of one locale. */
export function registerCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
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

function lookUp(text: string): string | PluralForms | undefined {
  return catalogues.get(activeLocale)?.[text] ?? (activeLocale === DEFAULT_LOCALE ? undefined : en[text]);
}

/** Translates `text` for the active locale and substitutes `%s` placeholders with `args`. */
export function t(text: string, ...args: unknown[]): string {
  const entry = lookUp(text);
  const template = typeof entry === 'string' ? entry : (entry?.other ?? text);
  return formatText(template, args);
}

/**
 * Chooses the singular or plural text for `count` by the active locale's plural rules, then
 * substitutes `%s` placeholders with `args`.
 */
export function tn(singular: string, plural: string, count: number, ...args: unknown[]): string {
  const entry = lookUp(singular);
  const category = new Intl.PluralRules(toLanguageTag(activeLocale)).select(count);
  let template: string;
  if (entry !== undefined && typeof entry !== 'string') {
    template = entry[category] ?? entry.other;
  } else {
    template = category === 'one' ? singular : plural;
  }
  return formatText(template, args);
}
