import { PATHS } from '../../app/paths';
import { lazyPage, registerRoute, type AppRegistries } from '../../app/routes';

/** The welcome page; its sections come from other features through `registerHomeSection`. */
export function registerHomeFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.home, access: 'authenticated', page: lazyPage(() => import('./pages/HomePage'), 'HomePage') },
    registries,
  );
}
