import type { TaggableType, TaggedObjectView, TagView } from '@tessera/contracts/web';
import { apiClient, cancellable } from '../../api';

export type TaggedObjectType = TaggableType;

/** A tag as `GET /api/v1/tag/{id}` answers it (the fields the page shows). */
export type TagDetail = Pick<TagView, 'id' | 'name' | 'description'>;

/** One object of `GET /api/v1/tag/get_objects/` (the fields the page shows). */
export type TaggedObject = Pick<TaggedObjectView, 'id' | 'type' | 'name' | 'url' | 'changed_on' | 'owners'>;

export function fetchTag(id: number): Promise<TagDetail> {
  return cancellable(async (signal) => (await apiClient.get<{ result: TagDetail }>(`/api/v1/tag/${id}`, { signal })).result);
}

/** Everything tagged with the tag: `GET /api/v1/tag/get_objects/?tagIds=<id>`. */
export function fetchTaggedObjects(tagId: number): Promise<TaggedObject[]> {
  return cancellable(
    async (signal) =>
      (await apiClient.get<{ result: TaggedObject[] }>('/api/v1/tag/get_objects/', { signal, query: { tagIds: tagId } })).result,
  );
}
