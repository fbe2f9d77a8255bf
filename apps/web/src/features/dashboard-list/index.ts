import { type AppRegistries, lazyPage, PATHS, registerHomeSection, registerRoute } from '../../routing';

export type { DashboardListRow } from './dashboard-list.api';
export { dashboardUrl } from './dashboard-list.api';
export { PublishedLabel } from './components/PublishedLabel/PublishedLabel';

/** `/dashboard/list/` and the home page's Dashboards section. */
export function registerDashboardListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.dashboardList, access: 'authenticated', page: lazyPage(() => import('./pages/DashboardListPage'), 'DashboardListPage') },
    registries,
  );
  registerHomeSection(
    {
      id: 'dashboards',
      component: lazyPage(() => import('./components/DashboardsHomeSection/DashboardsHomeSection'), 'DashboardsHomeSection'),
    },
    registries,
  );
}
