import type { JsonObject } from '../validation/json-checks';

export interface NativeFilterChanges {
  modified?: JsonObject[];
  deleted?: string[];
  reordered?: string[];
}

/**
 * `PUT /{id}/filters`: modified filters replace those with their id and new ones are appended,
 * deleted ones go, and `reordered` (when given) sets the order of the ids it names; filters it
 * does not name keep their relative order after them.
 */
export function applyNativeFilterChanges(current: JsonObject[], changes: NativeFilterChanges): JsonObject[] {
  const deleted = new Set(changes.deleted ?? []);
  const modified = new Map((changes.modified ?? []).map((filter) => [String(filter.id), filter]));
  const result = current.filter((filter) => !deleted.has(String(filter.id))).map((filter) => modified.get(String(filter.id)) ?? filter);
  const present = new Set(result.map((filter) => String(filter.id)));
  for (const [id, filter] of modified) if (!present.has(id) && !deleted.has(id)) result.push(filter);
  const order = changes.reordered ?? [];
  if (order.length === 0) return result;
  const position = new Map(order.map((id, index) => [id, index]));
  const rank = (filter: JsonObject, index: number) => position.get(String(filter.id)) ?? order.length + index;
  return result
    .map((filter, index) => ({ filter, rank: rank(filter, index) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ filter }) => filter);
}
