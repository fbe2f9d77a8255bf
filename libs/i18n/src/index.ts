export { DEFAULT_LOCALE, isSupportedLocale, LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, toLanguageTag, type Locale } from './locales';
export { negotiateLocale } from './negotiate';
export { hasCatalogue, registerCatalogue, translate, type MessageCatalogue } from './runtime';
export { CATALOGUE_LOADERS } from './catalogue-loaders';
