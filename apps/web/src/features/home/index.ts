import { type AppRegistries, lazyPage, PATHS, registerHomeSection, registerRoute } from '../../routing';

export { HomeListSection } from './components/HomeListSection/HomeListSection';
export { HOME_LIST_PAGE_SIZE, RECENTS_SIZE } from './home-list.types';
export type { HomeCardItem, HomeListConfig, HomeTab } from './home-list.types';
export { standardHomeTabs } from './home-tabs';

/** The welcome page; its sections come from other features through `registerHomeSection`. */
export function registerHomeFeature(registries?: AppRegistries): void {
  registerRoute({ path: PATHS.home, access: 'authenticated', page: lazyPage(() => import('./pages/HomePage'), 'HomePage') }, registries);
}

/** The Recents section of the home page. */
export function registerRecentsHomeSection(registries?: AppRegistries): void {
  registerHomeSection(
    { id: 'recents', component: lazyPage(() => import('./components/RecentsSection/RecentsSection'), 'RecentsSection') },
    registries,
  );
}
