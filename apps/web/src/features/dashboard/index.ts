import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';
import { loadDashboardPage } from './pages/load-dashboard-page';

export { dashboardReducer, initialDashboardState } from './dashboard.slice';
export type { DashboardState } from './dashboard.slice';
export { dashboardSaga } from './dashboard.saga';
export { enableChartDataChannel } from './chart-data.api';
export { requestDashboardOfAddress } from './dashboard-address';
/** The dashboard view's chunk, for pages of other features that show a dashboard (the embedded page). */
export const loadDashboardView = () => import('./components/DashboardView/DashboardView');
export { selectDashboardState, selectDataMask } from './dashboard.selectors';
export type { DataMask, StateWithDashboard } from './dashboard.selectors';
export { dashboardLeft, dashboardRequested } from './dashboard.slice';
export type { DashboardLayout } from './dashboard.types';
export { ROOT_ID } from './layout/layout.constants';
export { toPermalinkState } from './model/permalink-state';
export { createDashboardPermalink } from './permalink/permalink.api';
export { DashboardUiConfigProvider } from './ui-config/dashboard-ui-config';
export type { DashboardUiConfig } from './ui-config/dashboard-ui-config';
export { parseUrlUiConfig } from './ui-config/parse-ui-config';
export type { UrlUiConfig } from './ui-config/parse-ui-config';

/** Where a dashboard permalink opens (the address `POST /api/v1/dashboard/{id}/permalink` answers). */
export const DASHBOARD_PERMALINK_PATH = '/superset/dashboard/p/:key/';

/** The dashboard page, by id or slug and by permalink. */
export function registerDashboardFeature(registries?: AppRegistries): void {
  registerRoute({ path: PATHS.dashboard, access: 'authenticated', page: lazyPage(loadDashboardPage, 'DashboardPage') }, registries);
  registerRoute(
    {
      path: DASHBOARD_PERMALINK_PATH,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/DashboardPermalinkPage'), 'DashboardPermalinkPage'),
    },
    registries,
  );
}
