import type { NestExpressApplication } from '@nestjs/platform-express';

/** One HTTP route as the gateway registered it: `GET /api/v1/chart/:id`. */
export interface GatewayRoute {
  method: string;
  path: string;
}

/** `METHOD path`: the key of a route in tables about routes. */
export const routeKey = (route: GatewayRoute) => `${route.method} ${route.path}`;

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every route of the gateway's Express router, read from the running app rather than from a list:
 * a controller method added tomorrow shows up here without anyone remembering to add it.
 * Middleware (static files, body parsers) has no route and is left out.
 */
export function listGatewayRoutes(app: NestExpressApplication): GatewayRoute[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes = new Map<string, GatewayRoute>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const method of Object.keys(layer.route.methods).filter((name) => layer.route?.methods[name])) {
      for (const path of paths) {
        const route = { method: method.toUpperCase(), path };
        routes.set(routeKey(route), route);
      }
    }
  }
  return [...routes.values()];
}
