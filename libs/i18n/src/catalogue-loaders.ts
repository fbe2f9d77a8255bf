import type { Locale } from './locales';
import type { MessageCatalogue } from './runtime';

type Loader = () => Promise<{ default: MessageCatalogue }>;

/**
 * Loads a locale's catalogue on demand: each is its own chunk in the SPA's bundle, so only English
 * (which the runtime holds) is in the main one.
 */
export const CATALOGUE_LOADERS: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  fr: () => import('../catalogues/fr.json'),
  es: () => import('../catalogues/es.json'),
  it: () => import('../catalogues/it.json'),
  zh: () => import('../catalogues/zh.json'),
  ja: () => import('../catalogues/ja.json'),
  de: () => import('../catalogues/de.json'),
  pt: () => import('../catalogues/pt.json'),
  pt_BR: () => import('../catalogues/pt_BR.json'),
  ru: () => import('../catalogues/ru.json'),
  ko: () => import('../catalogues/ko.json'),
  sk: () => import('../catalogues/sk.json'),
  sl: () => import('../catalogues/sl.json'),
  nl: () => import('../catalogues/nl.json'),
};
