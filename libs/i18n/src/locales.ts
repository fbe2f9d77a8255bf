import { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type Locale } from '@tessera/contracts/web';

export { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type Locale };

/** Which way a locale's script runs: `<html dir>` follows it and the styles use logical properties. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The locales as the app presents them: the name in its own language (the language menu) and the
 * reading direction. Adding a right-to-left locale is one row with `direction: 'rtl'`.
 */
const LOCALE_TABLE: Readonly<Record<Locale, { nativeName: string; direction: TextDirection }>> = {
  en: { nativeName: 'English', direction: 'ltr' },
  fr: { nativeName: 'Français', direction: 'ltr' },
  es: { nativeName: 'Español', direction: 'ltr' },
  it: { nativeName: 'Italiano', direction: 'ltr' },
  zh: { nativeName: '中文', direction: 'ltr' },
  ja: { nativeName: '日本語', direction: 'ltr' },
  de: { nativeName: 'Deutsch', direction: 'ltr' },
  pt: { nativeName: 'Português', direction: 'ltr' },
  pt_BR: { nativeName: 'Português (Brasil)', direction: 'ltr' },
  ru: { nativeName: 'Русский', direction: 'ltr' },
  ko: { nativeName: '한국어', direction: 'ltr' },
  sk: { nativeName: 'Slovenčina', direction: 'ltr' },
  sl: { nativeName: 'Slovenščina', direction: 'ltr' },
  nl: { nativeName: 'Nederlands', direction: 'ltr' },
};

/** Each locale's name in its own language, as the language menu shows it. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, LOCALE_TABLE[locale].nativeName]),
) as Record<Locale, string>;

/** The reading direction of a locale's script, for `<html dir>`. */
export function localeDirection(locale: Locale): TextDirection {
  return LOCALE_TABLE[locale].direction;
}

/**
 * The BCP 47 tag `Intl` and `<html lang>` expect (`pt_BR` → `pt-BR`). Plain `pt` is European
 * Portuguese here (Brazil has its own locale), while `Intl` reads a bare `pt` as Brazilian.
 */
export function toLanguageTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-PT' : locale.replace('_', '-');
}
