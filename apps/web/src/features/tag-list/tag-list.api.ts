import type { TagView } from '@tessera/contracts/web';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { fetchListPage, type ListSagaOptions } from '../resource-list';

/** A tag as `GET /api/v1/tag/` lists it (the columns the page uses). */
export type TagListRow = Pick<TagView, 'id' | 'name' | 'description' | 'changed_by' | 'changed_on_delta_humanized'>;

/** Users manage custom tags (type 1); owner, type and favourite tags are implicit. */
const CUSTOM_TAGS = [{ col: 'type', opr: 'eq', value: 1 }];

/** `DELETE /api/v1/tag/?q=!(names)`: Superset deletes tags by name. */
async function deleteTags(rows: readonly TagListRow[]): Promise<string> {
  const body = await apiClient.delete<{ message?: string }>('/api/v1/tag/', { query: { q: encodeRison(rows.map((row) => row.name)) } });
  return body?.message ?? '';
}

export const tagListResource: ListSagaOptions<TagListRow> = {
  resource: 'tag',
  fetchPage: (config) => fetchListPage<TagListRow>('tag', config, CUSTOM_TAGS),
  deleteRows: deleteTags,
  rowName: (row) => row.name,
  favorites: true,
  info: true,
  label: () => t('tag'),
  fetchFailed: (message) => t('An error occurred while fetching tags: %s', message),
};

/** Everything tagged with the tag. */
export function tagEntitiesPath(tag: Pick<TagListRow, 'id'>): string {
  return `/superset/all_entities/?id=${tag.id}`;
}
