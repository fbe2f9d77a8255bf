import { CATALOGUE_LOADERS, hasCatalogue } from '@tessera/i18n';
import { applyFormatLocale, setChartTranslator } from '@tessera/viz';
import { DEFAULT_LOCALE, isSupportedLocale, toLanguageTag, type Locale } from './locales';
import { getLocale, registerCatalogue, setLocale, t } from './translate';

/**
 * Puts a locale into effect: its catalogue (a chunk of its own, loaded the first time), the
 * number and date conventions of charts, the texts charts draw themselves, and `<html lang>`. An unsupported value means English;
 * a catalogue that cannot be loaded (the network failed) keeps the locale in effect. Returns the
 * locale now in effect; the caller re-renders.
 */
export async function applyLocale(requested: string): Promise<Locale> {
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
  return locale;
}
