import { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type Locale } from '@tessera/contracts/web';

export { DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES, type Locale };

/** Each locale's name in its own language, as the language menu shows it. */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  zh: '中文',
  ja: '日本語',
  de: 'Deutsch',
  pt: 'Português',
  pt_BR: 'Português (Brasil)',
  ru: 'Русский',
  ko: '한국어',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  nl: 'Nederlands',
};

/**
 * The BCP 47 tag `Intl` and `<html lang>` expect (`pt_BR` → `pt-BR`). Plain `pt` is European
 * Portuguese here (Brazil has its own locale), while `Intl` reads a bare `pt` as Brazilian.
 */
export function toLanguageTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-PT' : locale.replace('_', '-');
}
