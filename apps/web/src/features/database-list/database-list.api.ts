import type { AvailableEngineView, DatabaseView, DatabaseWriteFields } from '@tessera/contracts/web';
import { apiClient, cancellable } from '../../api';
import { t } from '../../i18n';
import { deleteEach, fetchListPage, type ListSagaOptions } from '../resource-list';

/** A database connection as `GET /api/v1/database/` lists it (the columns the page uses). */
export type DatabaseListRow = Pick<
  DatabaseView,
  | 'id'
  | 'database_name'
  | 'backend'
  | 'allow_run_async'
  | 'allow_dml'
  | 'allow_file_upload'
  | 'expose_in_sqllab'
  | 'created_by'
  | 'changed_on_delta_humanized'
>;

/** One engine of `GET /api/v1/database/available/` (the fields the connection form uses). */
export type AvailableEngine = Pick<AvailableEngineView, 'name' | 'engine' | 'default_driver' | 'sqlalchemy_uri_placeholder' | 'preferred'> &
  Partial<Pick<AvailableEngineView, 'parameters'>>;

/** The settings the modal edits, as they are read and written. */
type EditedSettings =
  | 'database_name'
  | 'engine'
  | 'configuration_method'
  | 'cache_timeout'
  | 'expose_in_sqllab'
  | 'allow_run_async'
  | 'allow_ctas'
  | 'allow_cvas'
  | 'allow_dml';

/** A connection as `GET /api/v1/database/{id}` answers it (the fields the modal edits). */
export type DatabaseDetail = Pick<DatabaseView, 'id' | 'sqlalchemy_uri' | 'parameters' | EditedSettings>;

/** The body of `POST /api/v1/database/`, `PUT /api/v1/database/{id}` and `test_connection/`: the form sends every setting it edits. */
export type DatabasePayload = Required<Pick<DatabaseWriteFields, EditedSettings>> &
  Pick<DatabaseWriteFields, 'sqlalchemy_uri' | 'parameters'>;

export const databaseListResource: ListSagaOptions<DatabaseListRow> = {
  resource: 'database',
  fetchPage: (config) => fetchListPage<DatabaseListRow>('database', config),
  // Superset's database API deletes one connection per call.
  deleteRows: (rows) =>
    deleteEach(
      'database',
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.database_name,
  info: true,
  label: () => t('database'),
  fetchFailed: (message) => t('An error occurred while fetching databases: %s', message),
};

export function fetchAvailableEngines(): Promise<AvailableEngine[]> {
  return cancellable(
    async (signal) => (await apiClient.get<{ databases: AvailableEngine[] }>('/api/v1/database/available/', { signal })).databases,
  );
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
