import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';

/** `/tablemodelview/list/`. */
export function registerDatasetListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.datasetList, access: 'authenticated', page: lazyPage(() => import('./pages/DatasetListPage'), 'DatasetListPage') },
    registries,
  );
}
