import { apiClient, cancellable } from '../../api';
import { t } from '../../i18n';
import { deleteEach, fetchListPage, type ListSagaOptions, type UserName } from '../resource-list';

/** A database connection as `GET /api/v1/database/` lists it. */
export interface DatabaseListRow {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  created_by: UserName | null;
  changed_on_delta_humanized: string;
}

/** One engine of `GET /api/v1/database/available/`; `parameters` is a JSON schema of the connection form. */
export interface AvailableEngine {
  name: string;
  engine: string;
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: { properties?: Record<string, { description?: string; type?: string }>; required?: string[] };
}

/** A connection as `GET /api/v1/database/{id}` answers it (the fields the modal edits). */
export interface DatabaseDetail {
  id: number;
  database_name: string;
  engine: string;
  sqlalchemy_uri: string;
  parameters: Record<string, unknown>;
  configuration_method: 'sqlalchemy_form' | 'dynamic_form';
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
}

/** The body of `POST /api/v1/database/`, `PUT /api/v1/database/{id}` and `test_connection/`. */
export interface DatabasePayload {
  database_name: string;
  engine: string;
  configuration_method: 'sqlalchemy_form' | 'dynamic_form';
  sqlalchemy_uri?: string;
  parameters?: Record<string, unknown>;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
}

export const databaseListResource: ListSagaOptions<DatabaseListRow> = {
  resource: 'database',
  fetchPage: (config) => fetchListPage<DatabaseListRow>('database', config),
  // Superset's database API deletes one connection per call.
  deleteRows: (rows) => deleteEach('database', rows.map((row) => row.id)),
  rowName: (row) => row.database_name,
  info: true,
  label: () => t('database'),
};

export function fetchAvailableEngines(): Promise<AvailableEngine[]> {
  return cancellable(async (signal) => (await apiClient.get<{ databases: AvailableEngine[] }>('/api/v1/database/available/', { signal })).databases);
}

export function fetchDatabase(id: number): Promise<DatabaseDetail> {
  return cancellable(async (signal) => (await apiClient.get<{ result: DatabaseDetail }>(`/api/v1/database/${id}`, { signal })).result);
}

/** Whether the tested connection's role is a superuser (absent from Superset's own answer: not known). */
export async function testConnection(payload: DatabasePayload): Promise<{ superuser: boolean }> {
  const reply = await apiClient.post<{ superuser?: boolean }>('/api/v1/database/test_connection/', payload);
  return { superuser: reply?.superuser === true };
}

/** Creates (no id) or updates a connection; answers its id. */
export async function saveDatabase(payload: DatabasePayload, id: number | null): Promise<number> {
  if (id === null) return (await apiClient.post<{ id: number }>('/api/v1/database/', payload)).id;
  await apiClient.put<unknown>(`/api/v1/database/${id}`, payload);
  return id;
}
