export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  isSupportedLocale,
  toLanguageTag,
  LOCALE_NATIVE_NAMES,
  localeDirection,
  type Locale,
  type TextDirection,
} from '@tessera/i18n';
