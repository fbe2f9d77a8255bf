import { applyLocale } from './apply-locale';
import { isSupportedLocale, type Locale } from './locales';

/**
 * Puts into effect the language the served page names (`<html data-locale>`: the gateway's choice for
 * this user, the same the bootstrap will name), so the first render is already in it. Null when the page
 * names none (the development server's page) or one not offered: the bootstrap's then applies.
 */
export async function applyPageLocale(root: HTMLElement = document.documentElement): Promise<Locale | null> {
  const named = root.dataset.locale;
  if (named === undefined || !isSupportedLocale(named)) return null;
  return applyLocale(named);
}
