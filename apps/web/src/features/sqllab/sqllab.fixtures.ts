import { initialSqlLabState, type SqlLabState } from './sqllab.slice';
import type { QueryEditor, QueryResults, ServerQuery, SqlLabDatabase } from './sqllab.types';

export const examplesDb: SqlLabDatabase = { id: 3, database_name: 'examples', backend: 'postgresql', allow_run_async: false };
export const asyncDb: SqlLabDatabase = { id: 4, database_name: 'warehouse', backend: 'postgresql', allow_run_async: true };

export function editorFixture(overrides: Partial<QueryEditor> = {}): QueryEditor {
  return {
    id: 'tab-1',
    name: 'Untitled Query 1',
    dbId: examplesDb.id,
    schema: 'public',
    sql: "SELECT 1 AS one, 'x' AS two",
    queryLimit: 1000,
    latestQueryId: null,
    remoteId: null,
    tabStateId: null,
    ...overrides,
  };
}

/** A restored page with one tab on `examples`. */
export function sqlLabStateFixture(overrides: Partial<SqlLabState> = {}): SqlLabState {
  const editor = editorFixture();
  return {
    ...initialSqlLabState,
    restored: true,
    databases: { status: 'loaded', list: [examplesDb, asyncDb] },
    editors: [editor],
    activeEditorId: editor.id,
    ...overrides,
  };
}

export function serverQueryFixture(overrides: Partial<ServerQuery> = {}): ServerQuery {
  return {
    id: 'client00001',
    queryId: 17,
    dbId: examplesDb.id,
    sql: "SELECT 1 AS one, 'x' AS two",
    state: 'success',
    errorMessage: null,
    executedSql: "SELECT 1 AS one, 'x' AS two\nLIMIT 1001",
    limit: 1000,
    limitingFactor: 'NOT_LIMITED',
    rows: 1,
    resultsKey: null,
    startDttm: 1_700_000_000_000,
    endDttm: 1_700_000_000_050,
    ...overrides,
  };
}

export function resultsFixture(query: Partial<ServerQuery> = {}): QueryResults {
  return {
    query_id: 17,
    status: 'success',
    data: [{ one: 1, two: 'x' }],
    columns: [
      { column_name: 'one', name: 'one', type: 'INTEGER', type_generic: 0 },
      { column_name: 'two', name: 'two', type: 'TEXT', type_generic: 1 },
    ],
    query: serverQueryFixture(query),
  };
}
