import type { ComponentType } from 'react';

/** `public` pages render without a session (login); `authenticated` ones inside the app layout. */
export type RouteAccess = 'public' | 'authenticated';

export interface RouteDefinition {
  /** A react-router path, e.g. `/superset/dashboard/:idOrSlug/`. */
  path: string;
  /** Usually a `React.lazy` component so each page is its own chunk. */
  page: ComponentType;
  access: RouteAccess;
}

export interface RouteRegistry {
  register(route: RouteDefinition): void;
  has(path: string): boolean;
  list(): readonly RouteDefinition[];
}

function normalise(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** A set of pages keyed by path; registering a path twice is a wiring mistake and throws. */
export function createRouteRegistry(): RouteRegistry {
  const routes = new Map<string, RouteDefinition>();
  return {
    register(route) {
      const key = normalise(route.path);
      if (routes.has(key)) throw new Error(`A page is already registered for ${route.path}`);
      routes.set(key, route);
    },
    has: (path) => routes.has(normalise(path)),
    list: () => [...routes.values()],
  };
}
