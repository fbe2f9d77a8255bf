import { type AppRegistries, lazyPage, PATHS, registerHomeSection, registerRoute } from '../../routing';

/** `/savedqueryview/list/` and the home page's Saved queries section. */
export function registerSavedQueryListFeature(registries?: AppRegistries): void {
  registerRoute(
    {
      path: PATHS.savedQueryList,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/SavedQueryListPage'), 'SavedQueryListPage'),
    },
    registries,
  );
  registerHomeSection(
    {
      id: 'savedQueries',
      component: lazyPage(() => import('./components/SavedQueriesHomeSection/SavedQueriesHomeSection'), 'SavedQueriesHomeSection'),
    },
    registries,
  );
}
