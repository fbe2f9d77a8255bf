import { invalidPostProcessing } from './post-processing.errors';

/** The JSON shapes post-processing options take. */
export type OptionKind =
  | 'string'
  | 'nullableString'
  | 'strings'
  | 'stringOrStrings'
  | 'boolean'
  | 'booleanOrBooleans'
  | 'integer'
  | 'number'
  | 'numbers'
  | 'any'
  | 'stringMap'
  | 'nullableStringMap'
  | 'numberMap'
  | 'object'
  | 'aggregates'
  | 'level'
  | 'levels';

/** Option name → shape; names listed in `required` must be present and not null. */
export interface OptionsSchema {
  kinds: Readonly<Record<string, OptionKind>>;
  required?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isLevel = (value: unknown): boolean => typeof value === 'string' || Number.isInteger(value);

const isAggregateConfig = (value: unknown): boolean =>
  isObject(value) &&
  (value.operator === undefined || value.operator === null || typeof value.operator === 'string') &&
  (value.column === undefined || value.column === null || typeof value.column === 'string') &&
  (value.options === undefined || value.options === null || isObject(value.options));

const CHECKS: Readonly<Record<OptionKind, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  nullableString: (value) => typeof value === 'string',
  strings: isStringList,
  stringOrStrings: (value) => typeof value === 'string' || isStringList(value),
  boolean: (value) => typeof value === 'boolean',
  booleanOrBooleans: (value) => typeof value === 'boolean' || (Array.isArray(value) && value.every((item) => typeof item === 'boolean')),
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  numbers: (value) => Array.isArray(value) && value.every((item) => typeof item === 'number'),
  any: () => true,
  stringMap: (value) => isObject(value) && Object.values(value).every((item) => typeof item === 'string'),
  nullableStringMap: (value) => isObject(value) && Object.values(value).every((item) => item === null || typeof item === 'string'),
  numberMap: (value) => isObject(value) && Object.values(value).every((item) => typeof item === 'number'),
  object: isObject,
  aggregates: (value) => isObject(value) && Object.values(value).every(isAggregateConfig),
  level: isLevel,
  levels: (value) => Array.isArray(value) && value.every(isLevel),
};

const KEEPS_NULL: ReadonlySet<OptionKind> = new Set(['any', 'nullableString']);

/**
 * Checks raw options (from a request) against a schema: unknown names, wrong shapes and missing
 * required options fail with a message naming the operation and option. `null` means "not given"
 * except where null is a meaningful value (`any`, `nullableString`), as in Superset's signatures.
 */
export function readOptions(operation: string, raw: unknown, schema: OptionsSchema): Record<string, unknown> {
  if (raw !== undefined && raw !== null && !isObject(raw)) {
    throw invalidPostProcessing(`Options of ${operation} must be an object`);
  }
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    const kind = Object.hasOwn(schema.kinds, name) ? schema.kinds[name] : undefined;
    if (!kind) throw invalidPostProcessing(`Unexpected option for ${operation}: ${name}`);
    if (value === null && !KEEPS_NULL.has(kind)) continue;
    if (value !== null && !CHECKS[kind](value)) {
      throw invalidPostProcessing(`Invalid value for ${operation} option ${name}`);
    }
    options[name] = value;
  }
  for (const name of schema.required ?? []) {
    if (options[name] === undefined || options[name] === null) {
      throw invalidPostProcessing(`${operation} operation requires option ${name}`);
    }
  }
  return options;
}
