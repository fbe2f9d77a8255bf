import { ErrorCode, Favorites, Tags, TesseraError } from '@tessera/contracts';
import type { PlatformRuntime } from '../runtime/platform-runtime';
import { serveStandIn } from './serve-stand-in';

/** What the tag service stand-in knows: its tags, the tag names on each object, each user's favourites. */
export interface TagStandInState {
  tags: readonly { id: number; name: string }[];
  /** Tag names by object id, for the one object type the service under test owns. */
  tagsByObject: Map<number, string[]>;
  /** Favourite object ids by user id. */
  favorites: Map<number, number[]>;
}

/**
 * Stands in for the tag service's answers about one object type (tags of objects, tagging,
 * objects with tags, favourites), keeping its state in `state` for the test to read and set.
 */
export async function serveTagStandIns(runtime: PlatformRuntime, state: TagStandInState): Promise<void> {
  const tagNamed = (name: string) => state.tags.find((t) => t.name === name);
  await serveStandIn(runtime, Favorites.ids, (_, { envelope }) => ({ ids: state.favorites.get(envelope.caller?.userId ?? -1) ?? [] }));
  await serveStandIn(runtime, Tags.get, ({ id }) => {
    const tag = state.tags.find((t) => t.id === id);
    if (!tag) throw new TesseraError(ErrorCode.NOT_FOUND, 'Not found');
    return {
      ...tag,
      type: 1 as const,
      description: '',
      created_on: '',
      changed_on: '',
      created_on_delta_humanized: '',
      changed_on_delta_humanized: '',
      created_by: null,
      changed_by: null,
    };
  });
  await serveStandIn(runtime, Tags.tagsOf, ({ ids }) =>
    Object.fromEntries(
      ids.map((id) => [
        id,
        (state.tagsByObject.get(id) ?? []).flatMap((name) => (tagNamed(name) ? [{ ...tagNamed(name)!, type: 1 }] : [])),
      ]),
    ),
  );
  await serveStandIn(runtime, Tags.tagObject, ({ id, tags }) => {
    state.tagsByObject.set(id, [...new Set([...(state.tagsByObject.get(id) ?? []), ...tags])]);
    return { tagged: tags };
  });
  await serveStandIn(runtime, Tags.untagObject, ({ id, tags }) => {
    state.tagsByObject.set(
      id,
      (state.tagsByObject.get(id) ?? []).filter((name) => !tags.includes(name)),
    );
    return { removed: tags.length };
  });
  await serveStandIn(runtime, Tags.objectsWithTags, ({ tagNames, tagIds }) => {
    const names = new Set([...(tagNames ?? []), ...state.tags.filter((t) => tagIds?.includes(t.id)).map((t) => t.name)]);
    return { ids: [...state.tagsByObject].filter(([, tags]) => tags.some((name) => names.has(name))).map(([id]) => id) };
  });
}
