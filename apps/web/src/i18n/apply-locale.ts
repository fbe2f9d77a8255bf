import { CATALOGUE_LOADERS, hasCatalogue } from '@tessera/i18n';
import { applyFormatLocale, setChartTranslator } from '@tessera/viz';
import { DEFAULT_LOCALE, isSupportedLocale, localeDirection, toLanguageTag, type Locale } from './locales';
import { getLocale, registerCatalogue, setLocale, t } from './translate';

/**
 * Puts a locale into effect: its catalogue (a chunk of its own, loaded the first time), the
 * number and date conventions of charts, the texts charts draw themselves, and `<html lang>` and `<html dir>`. An unsupported value means English;
 * a catalogue that cannot be loaded (the network failed) keeps the locale in effect. Returns the
 * locale now in effect; the caller re-renders.
 */
export function applyLocale(requested: string): Promise<Locale> {
  // One at a time, in the order asked: a slow catalogue must not let an older request win over a newer one
  // (the page's language, then the bootstrap's, then the menu's).
  const applied = inEffect.then(() => putIntoEffect(requested));
  inEffect = applied.catch(() => undefined);
  return applied;
}

let inEffect: Promise<unknown> = Promise.resolve();

async function putIntoEffect(requested: string): Promise<Locale> {
  const locale = isSupportedLocale(requested) ? requested : DEFAULT_LOCALE;
  const load = locale === 'en' ? undefined : CATALOGUE_LOADERS[locale];
  if (load && !hasCatalogue(locale)) {
    try {
      registerCatalogue(locale, (await load()).default);
    } catch {
      return getLocale();
    }
  }
  await applyFormatLocale(toLanguageTag(locale));
  setLocale(locale);
  setChartTranslator(t);
  document.documentElement.lang = toLanguageTag(locale);
  // The styles use logical properties (margin-inline-start, …), so the direction alone mirrors the layout.
  document.documentElement.dir = localeDirection(locale);
  return locale;
}
