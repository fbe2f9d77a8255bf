import { apiClient, cancellable, encodeRison } from '../../api';
import type {
  ExecuteBody,
  ExecuteOutcome,
  QueryHistoryRow,
  QueryOrigin,
  QueryResults,
  SavedQuery,
  ServerQuery,
  SqlLabDatabase,
  TableMetadata,
} from './sqllab.types';

/** Databases exposed in the SQL editor, by name (spec part 2 §7). */
export function fetchSqlLabDatabases(): Promise<SqlLabDatabase[]> {
  return cancellable(async (signal) => {
    const q = encodeRison({
      columns: [
        'id',
        'database_name',
        'backend',
        'allow_run_async',
        'allow_multi_catalog',
        'allows_cost_estimate',
        'allow_ctas',
        'allow_cvas',
      ],
      filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: -1,
    });
    return (await apiClient.get<{ result: SqlLabDatabase[] }>('/api/v1/database/', { signal, query: { q } })).result;
  });
}

export function fetchSchemas(dbId: number): Promise<string[]> {
  return cancellable(async (signal) => (await apiClient.get<{ result: string[] }>(`/api/v1/database/${dbId}/schemas/`, { signal })).result);
}

/** `catalog` picks the catalog of a database with several; without it the server uses the default one. */
export function fetchTableMetadata(dbId: number, schema: string, table: string, catalog: string | null = null): Promise<TableMetadata> {
  const query = { name: table, schema, ...(catalog ? { catalog } : {}) };
  return cancellable((signal) => apiClient.get<TableMetadata>(`/api/v1/database/${dbId}/table_metadata/`, { signal, query }));
}

function isResults(body: QueryResults | { query: ServerQuery }): body is QueryResults {
  return 'data' in body;
}

/** `POST /api/v1/sqllab/execute/`: the results of a sync run (200), or the queued query (202). */
export function executeQuery(body: ExecuteBody): Promise<ExecuteOutcome> {
  return cancellable(async (signal) => {
    const reply = await apiClient.post<QueryResults | { query: ServerQuery }>('/api/v1/sqllab/execute/', body, { signal });
    return isResults(reply) ? { kind: 'results', results: reply } : { kind: 'queued', query: reply.query };
  });
}

/** `GET /api/v1/sqllab/results/?q=(key:…)`: an async run's results from the results backend. */
export function fetchQueryResults(resultsKey: string): Promise<QueryResults> {
  return cancellable((signal) =>
    apiClient.get<QueryResults>('/api/v1/sqllab/results/', { signal, query: { q: encodeRison({ key: resultsKey }) } }),
  );
}

/** `GET /api/v1/sqllab/results/?q=(key,rows,offset)`: `rows` stored rows from `offset` on, for a grid paging through a large result. */
export function fetchQueryResultsPage(resultsKey: string, offset: number, rows: number, signal?: AbortSignal): Promise<QueryResults> {
  return apiClient.get<QueryResults>('/api/v1/sqllab/results/', { signal, query: { q: encodeRison({ key: resultsKey, rows, offset }) } });
}

export async function stopQuery(clientId: string): Promise<void> {
  await apiClient.post<unknown>('/api/v1/query/stop', { client_id: clientId });
}

/** The caller's queries changed at or after `sinceMs` (epoch milliseconds). */
export function fetchQueriesUpdatedSince(sinceMs: number): Promise<ServerQuery[]> {
  return cancellable(async (signal) => {
    const q = encodeRison({ last_updated_ms: sinceMs });
    return (await apiClient.get<{ result: ServerQuery[] }>('/api/v1/query/updated_since', { signal, query: { q } })).result;
  });
}

/** The latest queries of the history, newest first. */
export function fetchQueryHistory(pageSize: number): Promise<QueryHistoryRow[]> {
  return cancellable(async (signal) => {
    const q = encodeRison({ order_column: 'changed_on', order_direction: 'desc', page: 0, page_size: pageSize });
    return (await apiClient.get<{ result: QueryHistoryRow[] }>('/api/v1/query/', { signal, query: { q } })).result;
  });
}

/** `GET /api/v1/query/{id}`: which query of which tab a history row is. */
export function fetchQueryOrigin(id: number): Promise<QueryOrigin> {
  return cancellable(async (signal) => (await apiClient.get<{ result: QueryOrigin }>(`/api/v1/query/${id}`, { signal })).result);
}

export interface SavedQueryBody {
  label: string;
  description: string;
  db_id: number;
  schema: string | null;
  sql: string;
  /** Superset keeps a query's schedule here: `{"schedule_info": {...}}` as a JSON string. */
  extra_json?: string;
}

/** `POST /api/v1/saved_query/` (save or schedule) → the new saved query's id. */
export function createSavedQuery(body: SavedQueryBody): Promise<number> {
  return cancellable(async (signal) => (await apiClient.post<{ id: number }>('/api/v1/saved_query/', body, { signal })).id);
}

/** `PUT /api/v1/saved_query/{id}`. */
export function updateSavedQuery(id: number, body: SavedQueryBody): Promise<void> {
  return cancellable(async (signal) => {
    await apiClient.put<unknown>(`/api/v1/saved_query/${id}`, body, { signal });
  });
}

export function fetchSavedQuery(id: number): Promise<SavedQuery> {
  return cancellable(async (signal) => (await apiClient.get<{ result: SavedQuery }>(`/api/v1/saved_query/${id}`, { signal })).result);
}
