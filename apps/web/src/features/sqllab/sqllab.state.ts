import type { QueryEditor, QueryHistoryRow, SqlLabDatabase, SqlLabQuery, TableSchemaEntry } from './sqllab.types';

// The SQL editor's state, its initial value and the helpers its reducers share.

/** Row limit choices of the editor; the server caps them at its maximum row count. */
export const QUERY_LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;
export const DEFAULT_QUERY_LIMIT = 1000;

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SqlLabState {
  /** Whether the tabs were read back from the browser's storage. */
  restored: boolean;
  databases: { status: LoadStatus; list: SqlLabDatabase[] };
  /** Schema names by database id. */
  schemas: Record<string, string[]>;
  /** Database ids whose schemas could not be loaded. */
  schemaLoadFailed: Record<string, boolean>;
  editors: QueryEditor[];
  activeEditorId: string | null;
  tableSchemas: TableSchemaEntry[];
  /** Queries run in this page's lifetime, by client id. */
  queries: Record<string, SqlLabQuery>;
  history: { status: LoadStatus; rows: QueryHistoryRow[]; error: string | null };
  save: { modalOpen: boolean; saving: boolean; error: string | null };
  schedule: { modalOpen: boolean; saving: boolean };
}

export const initialSqlLabState: SqlLabState = {
  restored: false,
  databases: { status: 'idle', list: [] },
  schemas: {},
  schemaLoadFailed: {},
  editors: [],
  activeEditorId: null,
  tableSchemas: [],
  queries: {},
  history: { status: 'idle', rows: [], error: null },
  save: { modalOpen: false, saving: false, error: null },
  schedule: { modalOpen: false, saving: false },
};

export function newEditor(id: string, name: string, from?: QueryEditor): QueryEditor {
  return {
    id,
    name,
    dbId: from?.dbId ?? null,
    schema: from?.schema ?? null,
    sql: '',
    queryLimit: from?.queryLimit ?? DEFAULT_QUERY_LIMIT,
    latestQueryId: null,
    remoteId: null,
    tabStateId: null,
  };
}

export function activeEditor(state: SqlLabState): QueryEditor | undefined {
  return state.editors.find((editor) => editor.id === state.activeEditorId);
}

export function updateQuery(state: SqlLabState, id: string, changes: Partial<SqlLabQuery>): void {
  const query = state.queries[id];
  // A query stopped by the user keeps that state whatever answer arrives later.
  if (query && query.state !== 'stopped') state.queries[id] = { ...query, ...changes };
}

export type EditorChanges = Partial<
  Pick<QueryEditor, 'sql' | 'dbId' | 'schema' | 'queryLimit' | 'catalog' | 'templateParams' | 'hideLeftBar'>
>;
