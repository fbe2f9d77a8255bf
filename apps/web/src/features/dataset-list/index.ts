import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/tablemodelview/list/`. */
export function registerDatasetListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.datasetList, access: 'authenticated', page: lazyPage(() => import('./pages/DatasetListPage'), 'DatasetListPage') },
    registries,
  );
}
