// Routing sits below the features: each feature registers its pages and home sections here and links
// by these paths; `app/` reads the registries to build the router. Nothing here imports a feature.
export { PATHS, loginPath, safeNext } from './paths';
export { createRouteRegistry } from './route-registry';
export type { RouteAccess, RouteDefinition, RouteRegistry } from './route-registry';
export { createHomeSectionRegistry } from './home-section-registry';
export { HOME_SECTION_IDS } from './home-section-registry';
export type { HomeSection, HomeSectionId, HomeSectionRegistry } from './home-section-registry';
export { appRegistries, lazyPage, registerHomeSection, registerRoute, RegistriesContext, useRegistries } from './registries';
export type { AppRegistries } from './registries';
export { ROUTER_FUTURE } from './router-future';
