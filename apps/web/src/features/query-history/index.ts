import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/sqllab/history/`: the query history list (Superset's QueryList). */
export function registerQueryHistoryFeature(registries?: AppRegistries): void {
  registerRoute(
    {
      path: PATHS.queryHistory,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/QueryHistoryPage'), 'QueryHistoryPage'),
    },
    registries,
  );
}
