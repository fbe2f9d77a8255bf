import { apiClient } from '../../api';
import type { Locale } from '../../i18n';

/** Saves the user's language on their account (`PUT /api/v1/me/`), so every later visit starts in it. */
export async function saveLocale(locale: Locale): Promise<void> {
  await apiClient.put<unknown>('/api/v1/me/', { locale });
}
