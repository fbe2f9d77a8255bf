import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';

/** `/superset/all_entities/?id=`: what a tag is on. */
export function registerTaggedEntitiesFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.allEntities, access: 'authenticated', page: lazyPage(() => import('./pages/TaggedEntitiesPage'), 'TaggedEntitiesPage') },
    registries,
  );
}
