import type {
  DatasetColumnView,
  DatasetCreateFields,
  DatasetListRow,
  DatasetMetricView,
  DatasetView,
  SamplesReply,
} from '@tessera/contracts/web';
import { apiClient, cancellable, encodeRison } from '../../api';

export type { DatasetColumnView, DatasetMetricView, DatasetView };

/** A database the create page offers (`GET /api/v1/database/`). */
export interface DatabaseOption {
  id: number;
  database_name: string;
  backend: string;
}

/** One page of a schema's tables; `count` is how many match in all. */
export interface TablePage {
  count: number;
  tables: { value: string; type: string }[];
}

/** A column as `GET /api/v1/database/{id}/table_metadata/` describes it. */
export interface TableColumn {
  name: string;
  type: string;
}

/** A column as `GET /datasource/external_metadata_by_name/` describes it. */
export interface ExternalColumn {
  column_name: string;
  type: string;
  type_generic: number;
  is_dttm: boolean;
}

/** A page of `POST /api/v1/datasource/samples` (the fields the samples modal shows). */
export type SamplesPage = Pick<SamplesReply, 'colnames' | 'coltypes' | 'data' | 'total_count' | 'page' | 'per_page'>;

/** A row of the Swap dataset table (`GET /api/v1/dataset/`). */
export type DatasetChoice = Pick<DatasetListRow, 'id' | 'table_name' | 'kind' | 'schema' | 'database' | 'owners'>;

/** A dataset that already exists for a table. */
export type ExistingDataset = Pick<DatasetListRow, 'id' | 'explore_url'>;

/** The body of `POST /api/v1/dataset/` (physical when `sql` is absent); the schema is always sent. */
export type DatasetCreatePayload = Pick<DatasetCreateFields, 'database' | 'table_name' | 'catalog' | 'sql'> &
  Required<Pick<DatasetCreateFields, 'schema'>>;

export type DatasetColumnWrite = Omit<DatasetColumnView, 'id' | 'uuid' | 'type_generic' | 'created_on' | 'changed_on'> & {
  id?: number;
  uuid?: string;
};
export type DatasetMetricWrite = Omit<DatasetMetricView, 'id' | 'uuid' | 'created_on' | 'changed_on'> & { id?: number; uuid?: string };

/** The body of `PUT /api/v1/dataset/{id}` as the Edit Dataset modal sends it. */
export interface DatasetUpdatePayload {
  table_name: string;
  database_id: number;
  sql: string | null;
  schema: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  cache_timeout: number | null;
  offset: number;
  template_params: string | null;
  extra: string | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  owners: number[];
  columns: DatasetColumnWrite[];
  metrics: DatasetMetricWrite[];
}

export function fetchDatabases(search: string, page: number, pageSize: number): Promise<{ count: number; result: DatabaseOption[] }> {
  const q = encodeRison({
    ...(search ? { filters: [{ col: 'database_name', opr: 'ct', value: search }] } : {}),
    order_column: 'database_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
  return cancellable((signal) => apiClient.get<{ count: number; result: DatabaseOption[] }>('/api/v1/database/', { signal, query: { q } }));
}

export function fetchSchemas(databaseId: number): Promise<string[]> {
  return cancellable(
    async (signal) => (await apiClient.get<{ result: string[] }>(`/api/v1/database/${databaseId}/schemas/`, { signal })).result,
  );
}

/** The server pages and searches the tables, so a warehouse with thousands of them stays fast. */
export function fetchTables(databaseId: number, schema: string, search: string, page: number, pageSize: number): Promise<TablePage> {
  const q = encodeRison({ schema_name: schema, ...(search ? { search } : {}), page, page_size: pageSize });
  return cancellable(async (signal) => {
    const { count, result } = await apiClient.get<{ count: number; result: { value: string; type: string }[] }>(
      `/api/v1/database/${databaseId}/tables/`,
      { signal, query: { q } },
    );
    return { count, tables: result.map(({ value, type }) => ({ value, type })) };
  });
}

export function fetchTableColumns(databaseId: number, schema: string, table: string): Promise<TableColumn[]> {
  return cancellable(async (signal) => {
    const metadata = await apiClient.get<{ columns: TableColumn[] }>(`/api/v1/database/${databaseId}/table_metadata/`, {
      signal,
      query: { name: table, schema },
    });
    return metadata.columns.map(({ name, type }) => ({ name, type }));
  });
}

/** The physical dataset already made from this table, if any: Superset allows one per table. */
export function fetchTableDataset(databaseId: number, schema: string, table: string): Promise<ExistingDataset | null> {
  const q = encodeRison({
    filters: [
      { col: 'database', opr: 'rel_o_m', value: databaseId },
      { col: 'schema', opr: 'eq', value: schema },
      { col: 'table_name', opr: 'eq', value: table },
      { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
    ],
    page: 0,
    page_size: 1,
  });
  return cancellable(
    async (signal) => (await apiClient.get<{ result: ExistingDataset[] }>('/api/v1/dataset/', { signal, query: { q } })).result[0] ?? null,
  );
}

export async function createDataset(payload: DatasetCreatePayload): Promise<number> {
  return (await apiClient.post<{ id: number }>('/api/v1/dataset/', payload)).id;
}

export function fetchDataset(id: number): Promise<DatasetView> {
  return cancellable(async (signal) => (await apiClient.get<{ result: DatasetView }>(`/api/v1/dataset/${id}`, { signal })).result);
}

export async function updateDataset(id: number, payload: DatasetUpdatePayload): Promise<void> {
  await apiClient.put<unknown>(`/api/v1/dataset/${id}`, payload, { query: { override_columns: 'false' } });
}

/** The columns the source (table, or the virtual dataset's SQL) has now. */
export function fetchExternalColumns(
  dataset: Pick<DatasetView, 'database' | 'catalog' | 'schema' | 'table_name' | 'sql' | 'normalize_columns'>,
): Promise<ExternalColumn[]> {
  const q = encodeRison({
    datasource_type: 'table',
    database_name: dataset.database.database_name,
    ...(dataset.catalog ? { catalog_name: dataset.catalog } : {}),
    ...(dataset.schema ? { schema_name: dataset.schema } : {}),
    table_name: dataset.table_name,
    normalize_columns: dataset.normalize_columns,
    ...(dataset.sql ? { sql: dataset.sql } : {}),
  });
  return cancellable((signal) => apiClient.get<ExternalColumn[]>('/datasource/external_metadata_by_name/', { signal, query: { q } }));
}

export function fetchSamples(datasetId: number, page: number, perPage: number, force: boolean): Promise<SamplesPage> {
  return cancellable(async (signal) => {
    const query = {
      datasource_type: 'table',
      datasource_id: String(datasetId),
      page: String(page),
      per_page: String(perPage),
      force: String(force),
    };
    return (await apiClient.post<{ result: SamplesPage }>('/api/v1/datasource/samples', {}, { signal, query })).result;
  });
}

export function searchDatasets(search: string, page: number, pageSize: number): Promise<{ count: number; result: DatasetChoice[] }> {
  const q = encodeRison({
    ...(search ? { filters: [{ col: 'table_name', opr: 'ct', value: search }] } : {}),
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page,
    page_size: pageSize,
  });
  return cancellable((signal) => apiClient.get<{ count: number; result: DatasetChoice[] }>('/api/v1/dataset/', { signal, query: { q } }));
}
