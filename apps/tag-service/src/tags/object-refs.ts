import { badRequest, TAGGABLE_TYPES, type ObjectToTag, type TaggableType } from '@tessera/contracts';
import { serverText } from '@tessera/platform';

/** Checks `objects_to_tag` pairs: a taggable type and a positive integer id each. */
export function parseObjectRefs(value: unknown, field = 'objects_to_tag'): ObjectToTag[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(serverText('%s must be a list of [type, id] pairs', field));
  return value.map((pair, index) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw badRequest(serverText('%s[%s] must be a [type, id] pair', field, index));
    const [type, id] = pair;
    if (!TAGGABLE_TYPES.includes(type)) {
      throw badRequest(serverText('%s[%s]: "%s" is not one of %s', field, index, String(type), TAGGABLE_TYPES.join(', ')));
    }
    if (!Number.isInteger(id) || id < 1) throw badRequest(serverText('%s[%s]: id must be a positive integer', field, index));
    return [type as TaggableType, id as number];
  });
}

/** Groups pairs by type, keeping each id once. */
export function groupByType(refs: ObjectToTag[]): Map<TaggableType, number[]> {
  const groups = new Map<TaggableType, Set<number>>();
  for (const [type, id] of refs) groups.set(type, (groups.get(type) ?? new Set()).add(id));
  return new Map([...groups].map(([type, ids]) => [type, [...ids]]));
}
