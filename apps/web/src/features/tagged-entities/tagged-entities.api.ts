import { apiClient, cancellable } from '../../api';
import type { UserName } from '../resource-list';

export type TaggedObjectType = 'dashboard' | 'chart' | 'query' | 'dataset';

/** A tag as `GET /api/v1/tag/{id}` answers it. */
export interface TagDetail {
  id: number;
  name: string;
  description: string | null;
}

/** One object of `GET /api/v1/tag/get_objects/`. */
export interface TaggedObject {
  id: number;
  type: TaggedObjectType;
  name: string;
  url: string;
  changed_on: string | null;
  owners: UserName[];
}

export function fetchTag(id: number): Promise<TagDetail> {
  return cancellable(async (signal) => (await apiClient.get<{ result: TagDetail }>(`/api/v1/tag/${id}`, { signal })).result);
}

/** Everything tagged with the tag: `GET /api/v1/tag/get_objects/?tagIds=<id>`. */
export function fetchTaggedObjects(tagId: number): Promise<TaggedObject[]> {
  return cancellable(async (signal) => (await apiClient.get<{ result: TaggedObject[] }>('/api/v1/tag/get_objects/', { signal, query: { tagIds: tagId } })).result);
}
