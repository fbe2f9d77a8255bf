import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export { fetchCssTemplateChoices } from './css-template-choices';
export type { CssTemplateChoice } from './css-template-choices';

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
