import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { createHomeSectionRegistry, type HomeSection, type HomeSectionRegistry } from './home-section-registry';
import { createRouteRegistry, type RouteDefinition, type RouteRegistry } from './route-registry';

export interface AppRegistries {
  routes: RouteRegistry;
  homeSections: HomeSectionRegistry;
}

/** What the running app renders; features add to it from `app/features.ts` at start-up. */
export const appRegistries: AppRegistries = {
  routes: createRouteRegistry(),
  homeSections: createHomeSectionRegistry(),
};

export function registerRoute(route: RouteDefinition, registries: AppRegistries = appRegistries): void {
  registries.routes.register(route);
}

export function registerHomeSection(section: HomeSection, registries: AppRegistries = appRegistries): void {
  registries.homeSections.register(section);
}

/** Lets tests render the shell against their own registries. */
export const RegistriesContext = createContext<AppRegistries>(appRegistries);

export function useRegistries(): AppRegistries {
  return useContext(RegistriesContext);
}

/** A page loaded on first visit from its own chunk; `name` is the module's named export. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
