export { t, tn, setLocale, getLocale, registerCatalogue, formatText } from './translate';
export { applyLocale } from './apply-locale';
export { formatRelativeTime, localizeHumanizedDelta } from './relative-time';
export { cronInWords } from './cron-words';
export { formatCount, formatDateTime } from './local-format';
export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NATIVE_NAMES,
  isSupportedLocale,
  localeDirection,
  toLanguageTag,
  type Locale,
  type TextDirection,
} from './locales';
export type { Catalogue, PluralForms } from './catalogue.types';
export { en } from './en';
