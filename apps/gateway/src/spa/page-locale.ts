import { isSupportedLocale, negotiateLocale, toLanguageTag, type Locale } from '@tessera/i18n';

/** The page's opening `<html …>` tag, whatever attributes the build gave it. */
const HTML_TAG = /<html\b[^>]*>/i;

/** What decides the language of a served page. */
export interface PageLocaleInputs {
  /** The signed-in user's saved choice, if any. */
  saved: string | null | undefined;
  acceptLanguage: string | undefined;
  /** An embedded dashboard's `?locale=` (its guests have no saved choice); it wins when offered. */
  requested?: unknown;
  fallback: Locale;
}

/**
 * The language a page is served in: the same choice the bootstrap makes (`chooseLocale`, so the app
 * never switches after it starts), except that an embedded dashboard's address may ask for its own.
 */
export function pageLocaleOf({ saved, acceptLanguage, requested, fallback }: PageLocaleInputs): Locale {
  if (typeof requested === 'string' && isSupportedLocale(requested)) return requested;
  if (isSupportedLocale(saved)) return saved;
  return negotiateLocale(acceptLanguage) ?? fallback;
}

/**
 * index.html naming its language: `<html lang>` for the browser (fonts, hyphenation, screen readers)
 * and `data-locale` for the app, which loads that catalogue before its first render, so nobody sees
 * English first. An attribute rather than an inline script, which the Content-Security-Policy forbids.
 */
export function withPageLocale(html: string, locale: Locale): string {
  return html.replace(HTML_TAG, `<html lang="${toLanguageTag(locale)}" data-locale="${locale}">`);
}
