export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isSupportedLocale, toLanguageTag, LOCALE_NATIVE_NAMES, type Locale } from '@tessera/i18n';
