import { isSupportedLocale, type Locale } from '../../i18n';

/**
 * The language an embedded dashboard's address asks for: the SDK passes `dashboardUiConfig.urlParams`
 * as query parameters, so `urlParams: { locale: 'fr' }` gives `/embedded/<uuid>?locale=fr`. Guests
 * have no saved choice; without the parameter the bootstrap's (the browser's, else the default) applies.
 */
export function localeOfAddress(location: Pick<Location, 'pathname' | 'search'>): Locale | null {
  if (!location.pathname.startsWith('/embedded/')) return null;
  const locale = new URLSearchParams(location.search).get('locale');
  return locale !== null && isSupportedLocale(locale) ? locale : null;
}
