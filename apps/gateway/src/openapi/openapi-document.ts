import { getMetadataStorage } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage';
import type { RouteEntry } from './route-inventory';

// class-transformer keeps its `@Type` registry in a module it does not export from its index.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: MetadataStorage };

type Json = Record<string, unknown>;

/** The routes the document describes: the REST API and the probes, not the web app's pages. */
export function isDocumentedPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/health' || path === '/ready';
}

/** `/api/v1/chart/:pk` → `/api/v1/chart/{pk}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const ERROR_RESPONSE = {
  description: 'Refused: the message says why (Superset error envelope)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

function successResponse(route: RouteEntry): Json {
  // Superset's envelopes: lists carry count, ids and result; single objects id and result.
  const isList = route.method === 'get' && route.queryParams.includes('q') && !route.pathParams.length;
  const schema = isList ? { $ref: '#/components/schemas/ListResponse' } : { type: 'object', additionalProperties: true };
  return { description: 'OK', content: { 'application/json': { schema } } };
}

function operation(route: RouteEntry): Json {
  const publicRoute = route.access?.kind === 'public';
  const permission =
    route.access?.kind === 'permission'
      ? ` Needs \`${route.access.permission}\` on \`${route.access.view}\`.`
      : route.access?.kind === 'admin'
        ? ' Admin only.'
        : '';
  const parameters = [
    ...route.pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: name === 'pk' || name.endsWith('_id') || name === 'id' ? 'integer' : 'string' },
    })),
    ...route.queryParams.map((name) => ({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
      ...(name === 'q' ? { description: 'Rison-encoded query (filters, order, page, page_size, columns)' } : {}),
    })),
  ];
  return {
    operationId: `${route.controller}.${route.handler}`,
    tags: [route.controller.replace(/Controller$/, '')],
    summary: `${route.controller.replace(/Controller$/, '')}: ${route.handler}`,
    description: `${publicRoute ? 'No login needed.' : 'Needs a session cookie or a bearer token.'}${permission}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.bodyType
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${route.bodyType.name}` } } },
          },
        }
      : {}),
    responses: {
      '200': successResponse(route),
      ...(route.method === 'post' ? { '201': { description: 'Created' } } : {}),
      '400': ERROR_RESPONSE,
      ...(publicRoute ? {} : { '401': ERROR_RESPONSE, '403': ERROR_RESPONSE }),
      ...(route.pathParams.length > 0 ? { '404': ERROR_RESPONSE } : {}),
      '422': ERROR_RESPONSE,
    },
    ...(publicRoute ? { security: [] } : {}),
  };
}

/**
 * The gateway's OpenAPI 3 document, built from what routes it: every controller route, its
 * parameters and permission, and each request body's schema from the contract class that
 * validates it (the same class-validator rules, so the document cannot drift from validation).
 */
export function buildOpenApiDocument(routes: RouteEntry[], version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    if (!isDocumentedPath(route.path)) continue;
    const path = toOpenApiPath(route.path);
    (paths[path] ??= {})[route.method] = operation(route);
  }
  const bodySchemas = validationMetadatasToSchemas({
    classValidatorMetadataStorage: getMetadataStorage(),
    // `@Type(() => Item)` says what a nested array holds; without it the schema would name `Array`.
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/components/schemas/',
  });
  // A body class that only inherits its rules (`class ValidateSqlRequest extends SqlContextFields {}`)
  // has no entry of its own: it is its nearest described ancestor.
  for (const route of routes) {
    const type = route.bodyType;
    if (!type || type.name in bodySchemas) continue;
    let parent = Object.getPrototypeOf(type) as { name?: string } | null;
    while (parent && parent.name && !(parent.name in bodySchemas)) parent = Object.getPrototypeOf(parent);
    bodySchemas[type.name] = parent?.name ? { allOf: [{ $ref: `#/components/schemas/${parent.name}` }] } : { type: 'object' };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Tessera',
      version,
      description: "Tessera's REST API: Superset's `/api/v1` contract. Log in with `POST /api/v1/security/login` for a bearer token.",
    },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: { type: 'apiKey', in: 'cookie', name: 'session' },
      },
      schemas: {
        ...bodySchemas,
        ErrorResponse: {
          type: 'object',
          properties: { message: {}, errors: { type: 'array', items: { type: 'object', additionalProperties: true } } },
        },
        ListResponse: {
          type: 'object',
          properties: {
            count: { type: 'integer' },
            ids: { type: 'array', items: {} },
            result: { type: 'array', items: { type: 'object', additionalProperties: true } },
          },
        },
      },
    },
    security: [{ jwt: [] }, { session: [] }],
  };
}
