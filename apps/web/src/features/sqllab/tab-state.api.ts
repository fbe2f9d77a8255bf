import { apiClient, cancellable } from '../../api';
import type { QueryEditor, SqlLabBootstrap, TabStateView } from './sqllab.types';

/** What `PUT /tabstateview/{id}` keeps of a tab. */
export interface TabStateChanges {
  label: string;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number;
  saved_query_id: number | null;
}

export function tabStateChangesOf(editor: QueryEditor): TabStateChanges {
  return { label: editor.name, database_id: editor.dbId, schema: editor.schema, sql: editor.sql, query_limit: editor.queryLimit, saved_query_id: editor.remoteId };
}

/** `GET /api/v1/sqllab/`: the caller's tabs and the active one. */
export function fetchSqlLabBootstrap(): Promise<SqlLabBootstrap> {
  return cancellable(async (signal) => (await apiClient.get<{ result: SqlLabBootstrap }>('/api/v1/sqllab/', { signal })).result);
}

export function fetchTabState(id: number): Promise<TabStateView> {
  return cancellable((signal) => apiClient.get<TabStateView>(`/tabstateview/${id}`, { signal }));
}

/** `POST /tabstateview/` → the id the server keeps the tab under. */
export async function createTabState(editor: QueryEditor): Promise<number> {
  const queryEditor = { name: editor.name, dbId: editor.dbId, schema: editor.schema, sql: editor.sql, queryLimit: editor.queryLimit, remoteId: editor.remoteId };
  return (await apiClient.post<{ id: number }>('/tabstateview/', { queryEditor })).id;
}

export async function updateTabState(id: number, changes: TabStateChanges): Promise<void> {
  await apiClient.put<unknown>(`/tabstateview/${id}`, changes);
}

export async function deleteTabState(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/tabstateview/${id}`);
}

export async function activateTabState(id: number): Promise<void> {
  await apiClient.post<unknown>(`/tabstateview/${id}/activate`);
}
