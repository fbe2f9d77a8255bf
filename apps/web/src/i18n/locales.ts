/** Locales the product offers (spec part 1 §2); a catalogue may exist for only some of them. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'es', 'it', 'zh', 'ja', 'de', 'pt', 'pt_BR', 'ru', 'ko', 'sk', 'sl', 'nl'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag `Intl` expects (`pt_BR` → `pt-BR`). */
export function toLanguageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
