import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';
import { loadDashboardPage } from './pages/load-dashboard-page';

export { dashboardReducer, initialDashboardState } from './dashboard.slice';
export type { DashboardState } from './dashboard.slice';
export { dashboardSaga } from './dashboard.saga';
export { enableChartDataChannel } from './chart-data.api';
export { requestDashboardOfAddress } from './dashboard-request';

/** Where a dashboard permalink opens (the address `POST /api/v1/dashboard/{id}/permalink` answers). */
export const DASHBOARD_PERMALINK_PATH = '/superset/dashboard/p/:key/';

/** The dashboard page, by id or slug and by permalink. */
export function registerDashboardFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.dashboard, access: 'authenticated', page: lazyPage(loadDashboardPage, 'DashboardPage') },
    registries,
  );
  registerRoute(
    { path: DASHBOARD_PERMALINK_PATH, access: 'authenticated', page: lazyPage(() => import('./pages/DashboardPermalinkPage'), 'DashboardPermalinkPage') },
    registries,
  );
}
