import { badRequest, risonDecode, parseBoundedJson } from '@tessera/contracts';
import { MAX_ID, parseId } from '../http/id-param.pipe';
import { serverPlural, serverText } from '@tessera/platform';

/**
 * Decodes a `q` parameter: rison first, JSON as Superset's fallback. Missing or empty `q` is `{}`.
 * Anything undecodable is a 400 naming the problem.
 */
export function decodeQueryParam(q: unknown): unknown {
  if (q === undefined || q === null || q === '') return {};
  if (typeof q !== 'string') throw badRequest(serverText('Not a valid rison/json argument: q must be given once'));
  try {
    return risonDecode(q);
  } catch (risonError) {
    try {
      return parseBoundedJson(q);
    } catch {
      throw badRequest(serverText('Not a valid rison/json argument: %s', (risonError as Error).message));
    }
  }
}

/** Decodes `q` and checks it is an object whose keys are among `allowed`. */
export function decodeQueryObject(q: unknown, allowed: readonly string[]): Record<string, unknown> {
  const value = decodeQueryParam(q);
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(serverText('Not a valid rison schema: q must be an object like (page:0,page_size:25)'));
  }
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw badRequest(
      serverPlural(
        'Not a valid rison schema: unknown field %s',
        'Not a valid rison schema: unknown fields %s',
        unknown.length,
        unknown.map((k) => `"${k}"`).join(', '),
      ),
    );
  }
  return value as Record<string, unknown>;
}

/** Decodes a bare rison list (`q=!(1,2,3)`) of ids as used by bulk endpoints. */
export function decodeIdList(q: unknown): number[] {
  const value = decodeQueryParam(q);
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(serverText('Not a valid rison argument: expected a list of ids like !(1,2)'));
  return value.map((id: unknown) => parseId(id));
}

export function integerField(value: unknown, name: string, options: { min?: number } = {}): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_ID)
    throw badRequest(serverText('Not a valid rison schema: %s must be an integer', name));
  if (options.min !== undefined && value < options.min)
    throw badRequest(serverText('Not a valid rison schema: %s must be at least %s', name, options.min));
  return value;
}
