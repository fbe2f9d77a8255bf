import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/databaseview/list/` with the database connection modal. */
export function registerDatabaseListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.databaseList, access: 'authenticated', page: lazyPage(() => import('./pages/DatabaseListPage'), 'DatabaseListPage') },
    registries,
  );
}
