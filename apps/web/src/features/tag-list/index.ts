import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';

/** `/superset/tags/`. */
export function registerTagListFeature(registries?: AppRegistries): void {
  registerRoute({ path: PATHS.tags, access: 'authenticated', page: lazyPage(() => import('./pages/TagListPage'), 'TagListPage') }, registries);
}
