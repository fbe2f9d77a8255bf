import { isSupportedLocale, negotiateLocale, type Locale } from '@tessera/i18n';

/**
 * The language a user reads the product in: the one they chose (saved on the user), else the one
 * their browser prefers most among those offered (`Accept-Language`), else the deployment's default.
 */
export function chooseLocale(saved: string | null | undefined, acceptLanguage: string | undefined, fallback: Locale): Locale {
  if (isSupportedLocale(saved)) return saved;
  return negotiateLocale(acceptLanguage) ?? fallback;
}
