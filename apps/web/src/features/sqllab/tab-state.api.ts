import { apiClient, cancellable } from '../../api';
import type { QueryEditor, SqlLabBootstrap, TableSchemaEntry, TabStateView } from './sqllab.types';

/** The shape of the tab state the editor writes (Superset's `QueryEditorVersion.V1`). */
export const QUERY_EDITOR_VERSION = 1;

/** What `PUT /tabstateview/{id}` keeps of a tab. */
export interface TabStateChanges {
  label: string;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number;
  saved_query_id: number | null;
  catalog: string | null;
  template_params: string | null;
  hide_left_bar: boolean;
  /** When the tab last changed here, so a later load can tell which copy is newer. */
  extra_json: { updatedAt?: number; version: number };
}

export function tabStateChangesOf(editor: QueryEditor): TabStateChanges {
  return {
    label: editor.name,
    database_id: editor.dbId,
    schema: editor.schema,
    sql: editor.sql,
    query_limit: editor.queryLimit,
    saved_query_id: editor.remoteId,
    catalog: editor.catalog ?? null,
    template_params: editor.templateParams ?? null,
    hide_left_bar: editor.hideLeftBar === true,
    extra_json: { ...(editor.updatedAt !== undefined ? { updatedAt: editor.updatedAt } : {}), version: QUERY_EDITOR_VERSION },
  };
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
  const queryEditor = {
    name: editor.name,
    dbId: editor.dbId,
    catalog: editor.catalog ?? null,
    schema: editor.schema,
    sql: editor.sql,
    queryLimit: editor.queryLimit,
    templateParams: editor.templateParams ?? null,
    remoteId: editor.remoteId,
    hideLeftBar: editor.hideLeftBar === true,
  };
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

/** `POST /tableschemaview/`: a table pane of a server tab → the id the server keeps it under. */
export async function createTableSchemaView(
  tabStateId: number,
  table: Pick<TableSchemaEntry, 'dbId' | 'schema' | 'name'> & { catalog?: string | null },
): Promise<number> {
  const body = {
    table: {
      queryEditorId: tabStateId,
      dbId: table.dbId,
      catalog: table.catalog ?? null,
      schema: table.schema,
      name: table.name,
      expanded: true,
    },
  };
  return (await apiClient.post<{ id: number }>('/tableschemaview/', body)).id;
}

export async function deleteTableSchemaView(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/tableschemaview/${id}`);
}

/** `DELETE /tabstateview/{id}/query/{clientId}`: removes one of the tab's queries from the history. */
export async function deleteTabStateQuery(tabStateId: number, clientId: string): Promise<void> {
  await apiClient.delete<unknown>(`/tabstateview/${tabStateId}/query/${encodeURIComponent(clientId)}`);
}

/** `POST /tabstateview/{id}/migrate_query`: files a query run in a local-only tab under the server's tab. */
export async function migrateQuery(tabStateId: number, clientId: string): Promise<void> {
  await apiClient.post<unknown>(`/tabstateview/${tabStateId}/migrate_query`, { queryId: clientId });
}
