export { t, tn, setLocale, getLocale, registerCatalogue, formatText } from './translate';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';
export type { Catalogue, PluralForms } from './catalogue.types';
export { en } from './en';
