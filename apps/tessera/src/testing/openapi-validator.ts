import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** Superset's published OpenAPI document, kept beside the project as the reference of the wire contract. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../../../../shared/reference/superset-openapi.json');

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

let document: OpenApiDocument | null = null;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

function load(): OpenApiDocument {
  if (!document) {
    document = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    ajv.addSchema(typelessNullablesAsAnyOf(document) as object, 'openapi.json');
  }
  return document;
}

/**
 * Validates a response body against the schema the reference defines for that path, method and
 * status. Returns the list of problems (empty when valid); throws when the reference has no schema.
 */
export function openApiProblems(method: string, specPath: string, status: number, body: unknown): string[] {
  const doc = load();
  const operation = doc.paths[specPath]?.[method.toLowerCase()];
  const response = operation?.responses?.[String(status)];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`The reference defines no JSON schema for ${method} ${specPath} ${status}`);
  const key = `${method} ${specPath} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const pointer = `openapi.json#/paths/${specPath.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    validate = ajv.compile({ $ref: pointer });
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .filter((e) => !isIntegerListId(e.instancePath, e.message))
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
}

/**
 * Flask-AppBuilder's generated list and show schemas type `ids` and `id` as strings, yet Superset
 * answers integer primary keys there, and its clients expect them; integer ids are accepted as Superset sends them.
 */
function isIntegerListId(instancePath: string, message: string | undefined): boolean {
  return /^\/(id|ids\/\d+)$/.test(instancePath) && message === 'must be string';
}

/**
 * OpenAPI 3.0 marks some `allOf`/`enum`/untyped schemas `nullable` without a `type`, which Ajv refuses
 * to compile; those become `anyOf: [schema, null]`, which is what the reference means.
 */
function typelessNullablesAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typelessNullablesAsAnyOf);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, typelessNullablesAsAnyOf(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.nullable !== true || 'type' in schema) return schema;
  const { nullable: _nullable, description, ...rest } = schema;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: 'null' }] };
}
