import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/superset/tags/`. */
export function registerTagListFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.tags, access: 'authenticated', page: lazyPage(() => import('./pages/TagListPage'), 'TagListPage') },
    registries,
  );
}
