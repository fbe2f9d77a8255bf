export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_NATIVE_NAMES,
  localeDirection,
  SUPPORTED_LOCALES,
  toLanguageTag,
  type Locale,
  type TextDirection,
} from './locales';
export { negotiateLocale } from './negotiate';
export { hasCatalogue, registerCatalogue, translate, type MessageCatalogue } from './runtime';
export { CATALOGUE_LOADERS } from './catalogue-loaders';
