import type { FunctionNamesReply } from '@tessera/contracts/web';
import { apiClient, cancellable, encodeRison } from '../../api';

/** One page of a schema's tables and views; `count` is how many match in all. */
export interface TablePage {
  count: number;
  tables: { value: string; type: 'table' | 'view' }[];
}

export interface TablePageRequest {
  schema: string;
  catalog: string | null;
  /** Part of a name to look for; the server filters, so a warehouse's 100,000 tables never come back at once. */
  search: string;
  page: number;
  pageSize: number;
}

/** `GET /api/v1/database/{id}/tables/?q=(schema_name,catalog_name,search,page,page_size)`. */
export function fetchTablePage(dbId: number, request: TablePageRequest): Promise<TablePage> {
  return cancellable(async (signal) => {
    const q = encodeRison({
      schema_name: request.schema,
      ...(request.catalog ? { catalog_name: request.catalog } : {}),
      ...(request.search ? { search: request.search } : {}),
      page: request.page,
      page_size: request.pageSize,
    });
    const { count, result } = await apiClient.get<{ count: number; result: { value: string; type: 'table' | 'view' }[] }>(
      `/api/v1/database/${dbId}/tables/`,
      { signal, query: { q } },
    );
    return { count, tables: result.map((table) => ({ value: table.value, type: table.type })) };
  });
}

/** `GET /api/v1/database/{id}/function_names/`: the functions the database's SQL may call, as Superset's editor offers them. */
export function fetchFunctionNames(dbId: number): Promise<string[]> {
  return cancellable(
    async (signal) => (await apiClient.get<FunctionNamesReply>(`/api/v1/database/${dbId}/function_names/`, { signal })).function_names,
  );
}

/** `GET /api/v1/database/{id}/catalogs/`, sorted by the server. */
export function fetchCatalogs(dbId: number): Promise<string[]> {
  return cancellable(
    async (signal) => (await apiClient.get<{ result: string[] }>(`/api/v1/database/${dbId}/catalogs/`, { signal })).result,
  );
}

/** `GET /api/v1/database/{id}/schemas/?q=(catalog)`: the schemas of one catalog. */
export function fetchCatalogSchemas(dbId: number, catalog: string): Promise<string[]> {
  return cancellable(
    async (signal) =>
      (await apiClient.get<{ result: string[] }>(`/api/v1/database/${dbId}/schemas/`, { signal, query: { q: encodeRison({ catalog }) } }))
        .result,
  );
}

export interface SqlContext {
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  template_params: Record<string, unknown> | null;
}

/** `POST /api/v1/sqllab/estimate/`: one row of cost figures per statement. */
export function estimateQueryCost(context: SqlContext): Promise<Record<string, unknown>[]> {
  return cancellable(
    async (signal) => (await apiClient.post<{ result: Record<string, unknown>[] }>('/api/v1/sqllab/estimate/', context, { signal })).result,
  );
}

/** `POST /api/v1/sqllab/format_sql/`: the SQL laid out in the database's dialect. */
export function formatSql(sql: string, dbId: number | null): Promise<string> {
  return cancellable(
    async (signal) =>
      (
        await apiClient.post<{ result: string }>(
          '/api/v1/sqllab/format_sql/',
          { sql, ...(dbId !== null ? { database_id: dbId } : {}) },
          { signal },
        )
      ).result,
  );
}
