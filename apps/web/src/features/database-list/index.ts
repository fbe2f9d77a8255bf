import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';

/** `/databaseview/list/` with the database connection modal. */
export function registerDatabaseListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.databaseList, access: 'authenticated', page: lazyPage(() => import('./pages/DatabaseListPage'), 'DatabaseListPage') },
    registries,
  );
}
