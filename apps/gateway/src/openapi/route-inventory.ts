import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { DiscoveryService } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../auth/auth.decorators';

/** One HTTP route as its controller declares it. */
export interface RouteEntry {
  method: string;
  /** Express style, with a leading slash: `/api/v1/chart/:pk`. */
  path: string;
  controller: string;
  handler: string;
  access: AccessRule | undefined;
  /** The class `@Body()` validates against, when it names one. */
  bodyType: Type | null;
  pathParams: string[];
  queryParams: string[];
}

const METHODS: Record<number, string> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.OPTIONS]: 'options',
  [RequestMethod.HEAD]: 'head',
};

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

interface RouteArgument {
  index: number;
  data?: unknown;
}

/** Every route of every controller, read from the same decorator metadata Nest routes by. */
export function listRoutes(discovery: DiscoveryService): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller) continue;
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || paths === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>;
      const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
      const byKind = (kind: RouteParamtypes) =>
        Object.entries(args)
          .filter(([key]) => key.split(':')[0] === String(kind))
          .map(([, arg]) => arg);
      const body = byKind(RouteParamtypes.BODY).find((arg) => arg.data === undefined);
      const bodyType = body ? types[body.index] : null;
      const named = (kind: RouteParamtypes) => byKind(kind).flatMap((arg) => (typeof arg.data === 'string' ? [arg.data] : []));
      for (const prefix of prefixes) {
        for (const path of [paths].flat()) {
          routes.push({
            method: METHODS[method] ?? 'get',
            path: joinPath(prefix, path),
            controller: controller.name,
            handler: name,
            access: (Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, controller)) as AccessRule | undefined,
            bodyType: typeof bodyType === 'function' && bodyType !== Object ? (bodyType as Type) : null,
            pathParams: named(RouteParamtypes.PARAM),
            queryParams: named(RouteParamtypes.QUERY),
          });
        }
      }
    }
  }
  return routes;
}
