import type { DistinctReply, ListReply } from '@tessera/contracts/web';
import type { FetchDataConfig, FetchSelects } from '@tessera/ui';
import { apiClient, cancellable, encodeRison } from '../../api';
import { toListQuery, type ListFilterEntry } from './list-query';
import type { ListPage } from './list.types';

function optionsLoader(path: string): FetchSelects {
  return (filter, page, pageSize) =>
    apiClient.get<DistinctReply>(path, { query: { q: encodeRison({ filter, page, page_size: pageSize }) } }).then((body) => ({
      totalCount: body.count,
      data: body.result.map((item) => ({ label: item.text, value: item.value })),
    }));
}

/** Choices of a select filter from `GET /api/v1/<resource>/related/<column>`. */
export function relatedLoader(resource: string, column: string): FetchSelects {
  return optionsLoader(`/api/v1/${resource}/related/${column}`);
}

/** Choices of a select filter from `GET /api/v1/<resource>/distinct/<column>`. */
export function distinctLoader(resource: string, column: string): FetchSelects {
  return optionsLoader(`/api/v1/${resource}/distinct/${column}`);
}

/** The caller's permissions on the resource: `GET /api/v1/<resource>/_info?q=(keys:!(permissions))`. */
export function fetchPermissions(resource: string): Promise<string[]> {
  return cancellable(async (signal) => {
    const body = await apiClient.get<{ permissions?: string[] }>(`/api/v1/${resource}/_info`, {
      signal,
      query: { q: encodeRison({ keys: ['permissions'] }) },
    });
    return body.permissions ?? [];
  });
}

/** `GET /api/v1/<resource>/favorite_status/?q=!(ids)` as id → starred. */
export function fetchFavoriteStatus(resource: string, ids: readonly number[]): Promise<Record<number, boolean>> {
  return cancellable(async (signal) => {
    const body = await apiClient.get<{ result: { id: number; value: boolean }[] }>(`/api/v1/${resource}/favorite_status/`, {
      signal,
      query: { q: encodeRison(ids) },
    });
    return Object.fromEntries(body.result.map(({ id, value }) => [id, value]));
  });
}

/** Stars (`POST`) or unstars (`DELETE`) `/api/v1/<resource>/<id>/favorites/`. */
export async function saveFavorite(resource: string, id: number, starred: boolean): Promise<void> {
  const path = `/api/v1/${resource}/${id}/favorites/`;
  if (starred) await apiClient.post<unknown>(path);
  else await apiClient.delete<unknown>(path);
}

/** `DELETE /api/v1/<resource>/?q=!(ids)`, Superset's bulk delete; answers its message. */
export async function bulkDelete(resource: string, ids: readonly number[]): Promise<string> {
  const body = await apiClient.delete<{ message?: string }>(`/api/v1/${resource}/`, { query: { q: encodeRison(ids) } });
  return body?.message ?? '';
}

/** Deletes one row at a time, for resources without a bulk delete route. */
export async function deleteEach(resource: string, ids: readonly number[]): Promise<string> {
  for (const id of ids) await apiClient.delete<unknown>(`/api/v1/${resource}/${id}`);
  return '';
}

/** One page of `GET /api/v1/<resource>/?q=…` for the list view's state; `fixed` filters scope the page. */
export function fetchListPage<T>(resource: string, config: FetchDataConfig, fixed: readonly ListFilterEntry[] = []): Promise<ListPage<T>> {
  return cancellable(async (signal) => {
    const body = await apiClient.get<Pick<ListReply<T>, 'count' | 'result'>>(`/api/v1/${resource}/`, {
      signal,
      query: { q: encodeRison(toListQuery(config, fixed)) },
    });
    return { rows: body.result, count: body.count };
  });
}
