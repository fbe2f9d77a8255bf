import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** `/superset/all_entities/?id=`: what a tag is on. */
export function registerTaggedEntitiesFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.allEntities, access: 'authenticated', page: lazyPage(() => import('./pages/TaggedEntitiesPage'), 'TaggedEntitiesPage') },
    registries,
  );
}
