import { type AppRegistries, lazyPage, PATHS, registerRoute } from '../../routing';

export { exploreReducer, initialExploreState } from './explore.slice';
export type { ExploreState, ChartRuntimeState } from './explore.slice';
export { exploreSaga } from './explore.saga';
export { selectExplore } from './explore.selectors';
export type { StateWithExplore } from './explore.selectors';

/** Where a chart permalink opens (the address `POST /api/v1/explore/permalink` answers). */
export const EXPLORE_PERMALINK_PATH = '/superset/explore/p/:key/';

/** `/explore/?slice_id=|form_data_key=|permalink_key=|datasource=`: build and save a chart. */
export function registerExploreFeature(registries?: AppRegistries): void {
  registerRoute(
    { path: PATHS.explore, access: 'authenticated', page: lazyPage(() => import('./pages/ExplorePage'), 'ExplorePage') },
    registries,
  );
  registerRoute(
    {
      path: EXPLORE_PERMALINK_PATH,
      access: 'authenticated',
      page: lazyPage(() => import('./pages/ExplorePermalinkPage'), 'ExplorePermalinkPage'),
    },
    registries,
  );
}
