import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

/** Settings → Manage → CSS Templates. */
export function registerCssTemplatesFeature(registries?: AppRegistries): void {
  registerRoute(
    {
      path: PATHS.cssTemplateList,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/CssTemplateListPage'), 'CssTemplateListPage'),
    },
    registries,
  );
}
