import { apiClient } from '../api';
import { bootstrapRequested, sessionExpired } from '../features/auth';
import { enableChartDataChannel, requestDashboardOfAddress } from '../features/dashboard';
import { localeOfAddress, localeRequested } from '../features/language';
import { registerFeatures } from './features';
import { createAppStore, type AppStore } from './store';

/**
 * Wires the running app: features register their pages, a 401 from any call ends the session (the
 * layout then sends the user to the login page with `next`), dashboards query over the shared chart-data
 * socket, and the session is loaded; an address of a dashboard asks for that dashboard at the same time, and
 * an embedded dashboard's `locale` parameter for its language.
 */
export function startApp(): AppStore {
  registerFeatures();
  const store = createAppStore();
  apiClient.configure({ onUnauthorized: () => store.dispatch(sessionExpired()) });
  enableChartDataChannel();
  const addressLocale = localeOfAddress(window.location);
  if (addressLocale) store.dispatch(localeRequested(addressLocale));
  store.dispatch(bootstrapRequested());
  requestDashboardOfAddress(window.location, window.innerHeight, store.dispatch);
  return store;
}
