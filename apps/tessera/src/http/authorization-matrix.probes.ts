import type { RestResourceConfig } from '@tessera/gateway';
import { routeKey, type GatewayRoute } from '../testing/gateway-routes';
import { ABSENT, OBJECT_RECIPES, rison, type Recipe } from './authorization-matrix.recipes';
import { DATA_AND_PAGE_RECIPES } from './authorization-matrix.recipes-data';

export type { ProbeCall } from './authorization-matrix.recipes';

/** How to call each route that needs more than its bare path (the two recipe files, together). */
const RECIPES: Record<string, Recipe> = { ...OBJECT_RECIPES, ...DATA_AND_PAGE_RECIPES };

/** One row of the matrix: the route's key and how to call it. */
export interface MatrixRoute {
  key: string;
  method: string;
  recipe: Recipe;
}

/** `GET /api/v1/chart/_info` for `GET /api/v1/:resource/_info`: the shared routes, once per resource. */
function perResource(route: GatewayRoute, resources: RestResourceConfig[]): MatrixRoute[] {
  return resources.map((resource) => {
    const concrete = route.path.replace(':resource', resource.name);
    const column = route.path.endsWith('distinct/:column')
      ? (resource.spec.distinctFields?.[0] ?? 'absent')
      : (resource.userRelatedFields?.[0] ?? resource.spec.relatedFields?.[0] ?? 'absent');
    const recipe: Recipe = ({ world }) => {
      // Favourites of the administrator's objects where the resource has them: hidden ones must stay hidden.
      const id =
        (
          { chart: world.chartId, dashboard: world.dashboardId, tag: world.tagId, saved_query: world.savedQueryId } as Record<
            string,
            number
          >
        )[resource.name] ?? ABSENT;
      const path = concrete.replace(':column', column).replace(':id', String(id));
      return { path: route.path.endsWith('favorite_status') ? `${path}/?q=${rison(`!(${world.chartId})`)}` : path };
    };
    return { key: routeKey({ method: route.method, path: concrete }), method: route.method, recipe };
  });
}

/** The matrix's rows for the gateway's routes; a route needing a recipe it lacks throws when called. */
export function matrixRoutes(routes: GatewayRoute[], resources: RestResourceConfig[]): MatrixRoute[] {
  return routes.flatMap((route): MatrixRoute[] => {
    if (route.path.includes(':resource')) return perResource(route, resources);
    const key = routeKey(route);
    const recipe: Recipe =
      RECIPES[key] ??
      (() => {
        if (/[:*]/.test(route.path)) throw new Error(`${key} has path parameters and no recipe in authorization-matrix.recipes*.ts`);
        return { path: route.path, body: route.method === 'GET' ? undefined : {} };
      });
    return [{ key, method: route.method, recipe }];
  });
}
