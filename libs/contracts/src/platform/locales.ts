/** Locales the product offers (spec part 1 §2), in the order the language menu lists them. */
export const SUPPORTED_LOCALES = ['en', 'fr', 'es', 'it', 'zh', 'ja', 'de', 'pt', 'pt_BR', 'ru', 'ko', 'sk', 'sl', 'nl'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
