import fs from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { OPENAPI_FILE } from './openapi-validator';

/** One operation of Superset's OpenAPI reference: `GET /api/v1/chart/{pk}`. */
export interface ReferenceOperation {
  method: string;
  /** The path as the reference writes it, with `{name}` parameters. */
  specPath: string;
  /** The same path with every parameter filled by a plausible value. */
  concretePath: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * Plausible values per parameter name. Numeric ids name objects that do not exist, so a write sent
 * by the walk cannot change the app under test; a resource's own 404 is still its own answer.
 */
const PARAMETER_VALUES: Record<string, string> = {
  datasource_type: 'table',
  object_type: '2',
  column_name: 'name',
  schema_name: 'public',
  table_name: 'absent_table',
  id_or_slug: 'absent-slug',
  uuid: '00000000-0000-4000-8000-000000000000',
  version: 'v1',
  digest: 'absentdigest',
  cache_key: 'absent-cache-key',
  key: 'absentkey',
  tag: 'absent-tag',
  user_id: '999999',
};

function valueFor(name: string): string {
  return PARAMETER_VALUES[name] ?? '999999';
}

/** Every operation of the reference, its path parameters filled in. */
export function referenceOperations(): ReferenceOperation[] {
  const document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([specPath, operations]) =>
    Object.keys(operations)
      .filter((method) => METHODS.includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        specPath,
        concretePath: specPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(valueFor(name))),
      })),
  );
}

interface RouterLayer {
  route?: { path: string | string[]; _handlesMethod(method: string): boolean };
  match(path: string): unknown;
}

/** The SPA's fallback route: it answers every GET no other route took (a 404 for API paths). */
const CATCH_ALL_PATH = '/{*path}';

/**
 * Whether a route of the gateway other than the catch-all takes this request, asked of Express's
 * own matcher. The catch-all and a resource's missing object both answer `404 {"message": "Not
 * found"}`, so the answer alone cannot tell a missing route from a missing object.
 */
export function servedByARoute(app: NestExpressApplication, method: string, path: string): boolean {
  const express = app.getHttpAdapter().getInstance() as unknown as { router: { stack: RouterLayer[] } };
  const pathname = path.split('?')[0];
  return express.router.stack.some(
    (layer) =>
      layer.route !== undefined &&
      layer.route.path !== CATCH_ALL_PATH &&
      layer.route._handlesMethod(method) &&
      Boolean(layer.match(pathname)),
  );
}
