import { type AppRegistries, lazyPage, PATHS, registerHomeSection, registerRoute } from '../../routing';

export type { ChartListRow } from './chart-list.api';
export { chartExploreUrl } from './chart-list.api';

/** `/chart/list/` and the home page's Charts section. */
export function registerChartListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.chartList, access: 'authenticated', page: lazyPage(() => import('./pages/ChartListPage'), 'ChartListPage') },
    registries,
  );
  registerHomeSection(
    { id: 'charts', component: lazyPage(() => import('./components/ChartsHomeSection/ChartsHomeSection'), 'ChartsHomeSection') },
    registries,
  );
}
