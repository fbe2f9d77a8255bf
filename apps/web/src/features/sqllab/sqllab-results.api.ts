import { apiClient, cancellable, encodeRison } from '../../api';
import type { SqlLabTabSeed } from './sqllab.types';

/** What a virtual dataset made from a query is built from. */
export interface QueryDatasetSource {
  database: number;
  schema: string | null;
  sql: string;
  /** The template parameters the query ran with (JSON), which Superset keeps on the dataset. */
  template_params: string | null;
}

/** A virtual dataset the 'Save dataset' dialog may overwrite. */
export interface VirtualDatasetOption {
  id: number;
  table_name: string;
}

/** `GET /api/v1/sqllab/export/{client_id}/`: the query's rows as CSV, streamed from the database. */
export function csvExportUrl(clientId: string): string {
  return `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`;
}

/** Explore on a dataset, the address Superset's 'Create chart' opens. */
export function exploreDatasetUrl(datasetId: number): string {
  return `/explore/?datasource=${datasetId}__table`;
}

/** `POST /api/v1/dataset/` with the query's SQL → the new virtual dataset's id. */
export function createQueryDataset(source: QueryDatasetSource, tableName: string): Promise<number> {
  return cancellable(
    async (signal) => (await apiClient.post<{ id: number }>('/api/v1/dataset/', { ...source, table_name: tableName }, { signal })).id,
  );
}

/** `PUT /api/v1/dataset/{id}?override_columns=true`: the dataset takes the query's SQL, template parameters and columns. */
export function overwriteQueryDataset(id: number, source: QueryDatasetSource): Promise<void> {
  return cancellable(async (signal) => {
    await apiClient.put<unknown>(
      `/api/v1/dataset/${id}`,
      { sql: source.sql, database_id: source.database, template_params: source.template_params },
      { signal, query: { override_columns: 'true' } },
    );
  });
}

/** Virtual datasets whose name contains `search`, for 'Overwrite existing'. */
export function fetchVirtualDatasets(search: string): Promise<VirtualDatasetOption[]> {
  return cancellable(async (signal) => {
    const filters: { col: string; opr: string; value: unknown }[] = [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }];
    if (search.trim()) filters.push({ col: 'table_name', opr: 'ct', value: search.trim() });
    const q = encodeRison({
      columns: ['id', 'table_name'],
      filters,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    return (await apiClient.get<{ result: VirtualDatasetOption[] }>('/api/v1/dataset/', { signal, query: { q } })).result;
  });
}

/** `GET /api/v1/dataset/{id}`: a tab on the dataset's database and schema, named 'Query {dataset}', with `sql` or its SELECT *. */
export function fetchDatasetTab(datasetId: number, sql: string | null, queryWord: string): Promise<SqlLabTabSeed> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{
      result: { table_name: string; schema: string | null; select_star: string | null; database: { id: number } };
    }>(`/api/v1/dataset/${datasetId}`, { signal });
    return {
      name: `${queryWord} ${result.table_name}`,
      dbId: result.database.id,
      schema: result.schema,
      sql: sql ?? result.select_star ?? '',
    };
  });
}

/** `POST /api/v1/sqllab/permalink` → the key of a link that opens the tab's SQL in a new tab. */
export function createSqlPermalink(tab: { dbId: number; name: string; schema: string | null; sql: string }): Promise<string> {
  return cancellable(
    async (signal) => (await apiClient.post<{ key: string }>('/api/v1/sqllab/permalink', { ...tab, autorun: false }, { signal })).key,
  );
}

/** `GET /api/v1/sqllab/permalink/{key}`: the shared tab. */
export function fetchSqlPermalink(key: string): Promise<SqlLabTabSeed> {
  return cancellable(async (signal) => {
    const state = await apiClient.get<{ dbId?: number; name?: string; schema?: string | null; sql?: string }>(
      `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`,
      { signal },
    );
    return { name: state.name ?? null, dbId: state.dbId ?? null, schema: state.schema ?? null, sql: state.sql ?? '' };
  });
}
