import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientError } from '../../api';
import { nextUntitledName } from './query-editor-names';
import type {
  CtasRequest,
  ForeignKeyInfo,
  IndexInfo,
  QueryEditor,
  QueryHistoryRow,
  QueryResults,
  QueryState,
  SavedQuery,
  ScheduleInfo,
  SqlLabDatabase,
  SqlLabLink,
  SqlLabQuery,
  SqlLabTabSeed,
  TableSchemaEntry,
} from './sqllab.types';

import { initialSqlLabState, newEditor, activeEditor, updateQuery, type EditorChanges } from './sqllab.state';

export { QUERY_LIMIT_OPTIONS, DEFAULT_QUERY_LIMIT, type SqlLabState, initialSqlLabState } from './sqllab.state';

/** A change to a tab carries its time, so of a local and a server copy the newer wins. */
const stamped = <P extends object>(payload: P) => ({ payload: { ...payload, updatedAt: Date.now() } });

/** 'Copy of {name}' (spec part 2 §4). */
export const copyNameOf = (name: string): string => `Copy of ${name}`;

export const sqlLabSlice = createSlice({
  name: 'sqlLab',
  initialState: initialSqlLabState,
  reducers: {
    /** `link` is SQL the address brings: a shared permalink key or `?sql=&dbid=`, opened in a new tab. */
    sqlLabOpened(_state, _action: PayloadAction<{ savedQueryId: number | null; link?: SqlLabLink | null }>) {},
    /** `unsyncedTabStateIds`: server tabs whose newer local copy the server has yet to receive. */
    tabsRestored(state, action: PayloadAction<{ editors: QueryEditor[]; activeEditorId: string | null; unsyncedTabStateIds?: number[] }>) {
      state.restored = true;
      state.editors = action.payload.editors;
      const known = state.editors.some((editor) => editor.id === action.payload.activeEditorId);
      state.activeEditorId = known ? action.payload.activeEditorId : (state.editors[0]?.id ?? null);
      if (state.editors.length === 0) {
        const editor = newEditor(nanoid(), nextUntitledName([]));
        state.editors.push(editor);
        state.activeEditorId = editor.id;
      }
    },
    queryEditorAdded: {
      reducer(state, action: PayloadAction<{ id: string }>) {
        const editor = newEditor(action.payload.id, nextUntitledName(state.editors.map((tab) => tab.name)), activeEditor(state));
        state.editors.push(editor);
        state.activeEditorId = editor.id;
      },
      prepare: () => ({ payload: { id: nanoid() } }),
    },
    queryEditorClosed: {
      reducer(state, action: PayloadAction<{ id: string; replacementId: string }>) {
        const { id, replacementId } = action.payload;
        const index = state.editors.findIndex((editor) => editor.id === id);
        if (index < 0) return;
        state.editors.splice(index, 1);
        state.tableSchemas = state.tableSchemas.filter((table) => table.queryEditorId !== id);
        for (const [clientId, query] of Object.entries(state.queries)) if (query.sqlEditorId === id) delete state.queries[clientId];
        if (state.editors.length === 0) state.editors.push(newEditor(replacementId, nextUntitledName([])));
        if (state.activeEditorId === id)
          state.activeEditorId = (state.editors[Math.min(index, state.editors.length - 1)] as QueryEditor).id;
      },
      prepare: (id: string) => ({ payload: { id, replacementId: nanoid() } }),
    },
    /** The server stored a tab under `tabStateId`. */
    queryEditorLinked(state, action: PayloadAction<{ id: string; tabStateId: number }>) {
      const editor = state.editors.find((tab) => tab.id === action.payload.id);
      if (editor) editor.tabStateId = action.payload.tabStateId;
    },
    queryEditorActivated(state, action: PayloadAction<string>) {
      if (state.editors.some((editor) => editor.id === action.payload)) state.activeEditorId = action.payload;
    },
    /** The next or previous tab, wrapping around at either end. */
    queryEditorSwitched(state, action: PayloadAction<'next' | 'previous'>) {
      const index = state.editors.findIndex((editor) => editor.id === state.activeEditorId);
      const count = state.editors.length;
      if (index < 0 || count === 0) return;
      const step = action.payload === 'next' ? 1 : -1;
      state.activeEditorId = (state.editors[(index + step + count) % count] as QueryEditor).id;
    },
    /** A new tab with the same database, schema, SQL and limit, named 'Copy of {name}'. */
    queryEditorCloned: {
      reducer(state, action: PayloadAction<{ id: string; sourceId: string }>) {
        const source = state.editors.find((editor) => editor.id === action.payload.sourceId);
        if (!source) return;
        const copy = newEditor(action.payload.id, copyNameOf(source.name), source);
        Object.assign(copy, { sql: source.sql, catalog: source.catalog ?? null, templateParams: source.templateParams ?? null });
        state.editors.push(copy);
        state.activeEditorId = copy.id;
      },
      prepare: (sourceId: string) => ({ payload: { id: nanoid(), sourceId } }),
    },
    /** 'Close all other tabs': their tables and queries go with them. */
    otherQueryEditorsClosed(state, action: PayloadAction<string>) {
      const kept = state.editors.find((editor) => editor.id === action.payload);
      if (!kept) return;
      state.editors = [kept];
      state.activeEditorId = kept.id;
      state.tableSchemas = state.tableSchemas.filter((table) => table.queryEditorId === kept.id);
      for (const [clientId, query] of Object.entries(state.queries)) if (query.sqlEditorId !== kept.id) delete state.queries[clientId];
    },
    queryEditorRenamed: {
      reducer(state, action: PayloadAction<{ id: string; name: string; updatedAt: number }>) {
        const editor = state.editors.find((tab) => tab.id === action.payload.id);
        const name = action.payload.name.trim();
        if (editor && name) Object.assign(editor, { name, updatedAt: action.payload.updatedAt });
      },
      prepare: (payload: { id: string; name: string }) => stamped(payload),
    },
    queryEditorChanged: {
      reducer(state, action: PayloadAction<{ id: string; changes: EditorChanges; updatedAt: number }>) {
        const editor = state.editors.find((tab) => tab.id === action.payload.id);
        if (!editor) return;
        const { changes } = action.payload;
        // Another database has other schemas.
        if (changes.dbId !== undefined && changes.dbId !== editor.dbId && changes.schema === undefined) editor.schema = null;
        Object.assign(editor, changes, { updatedAt: action.payload.updatedAt });
      },
      prepare: (payload: { id: string; changes: EditorChanges }) => stamped(payload),
    },
    databasesRequested(state) {
      state.databases.status = 'loading';
    },
    databasesLoaded(state, action: PayloadAction<SqlLabDatabase[]>) {
      state.databases = { status: 'loaded', list: action.payload };
    },
    databasesFailed(state) {
      state.databases.status = 'failed';
    },
    schemasRequested(_state, _action: PayloadAction<number>) {},
    schemasLoaded(state, action: PayloadAction<{ dbId: number; schemas: string[] }>) {
      state.schemas[String(action.payload.dbId)] = action.payload.schemas;
      delete state.schemaLoadFailed[String(action.payload.dbId)];
    },
    schemasFailed(state, action: PayloadAction<number>) {
      state.schemaLoadFailed[String(action.payload)] = true;
    },
    tableAdded: {
      reducer(state, action: PayloadAction<Omit<TableSchemaEntry, 'status' | 'columns' | 'error'>>) {
        const { queryEditorId, dbId, schema, name } = action.payload;
        const catalog = action.payload.catalog ?? null;
        const duplicate = state.tableSchemas.some(
          (table) =>
            table.queryEditorId === queryEditorId &&
            table.dbId === dbId &&
            (table.catalog ?? null) === catalog &&
            table.schema === schema &&
            table.name === name,
        );
        if (!duplicate) state.tableSchemas.push({ ...action.payload, status: 'loading', columns: [], error: null });
      },
      prepare: (table: Omit<TableSchemaEntry, 'id' | 'status' | 'columns' | 'error'>) => ({ payload: { ...table, id: nanoid() } }),
    },
    tableMetadataLoaded(
      state,
      action: PayloadAction<{
        id: string;
        columns: { name: string; type: string }[];
        selectStar?: string;
        primaryKey?: string[];
        foreignKeys?: ForeignKeyInfo[];
        indexes?: IndexInfo[];
      }>,
    ) {
      const { id, ...loaded } = action.payload;
      const table = state.tableSchemas.find((entry) => entry.id === id);
      if (table) Object.assign(table, { status: 'loaded', ...loaded });
    },
    tableMetadataFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      const table = state.tableSchemas.find((entry) => entry.id === action.payload.id);
      if (table) Object.assign(table, { status: 'failed', error: action.payload.error });
    },
    tableRemoved(state, action: PayloadAction<string>) {
      const previewId = state.tableSchemas.find((table) => table.id === action.payload)?.dataPreviewQueryId;
      if (previewId) delete state.queries[previewId];
      state.tableSchemas = state.tableSchemas.filter((table) => table.id !== action.payload);
    },
    /** 'Preview' on a table pane: runs `SELECT *` of the table again. */
    tablePreviewRequested(_state, _action: PayloadAction<string>) {},
    /** A table's data preview started; the table's previous preview is dropped. */
    tablePreviewStarted(state, action: PayloadAction<{ tableId: string; query: SqlLabQuery }>) {
      const table = state.tableSchemas.find((entry) => entry.id === action.payload.tableId);
      if (!table) return;
      if (table.dataPreviewQueryId) delete state.queries[table.dataPreviewQueryId];
      table.dataPreviewQueryId = action.payload.query.id;
      state.queries[action.payload.query.id] = { ...action.payload.query, isDataPreview: true };
    },
    /** `sql` runs instead of the tab's whole SQL (the selection). */
    /** `ctas`: store the result as a new table or view (the Run button's CREATE TABLE/VIEW AS). */
    runRequested(_state, _action: PayloadAction<{ editorId: string; sql?: string; ctas?: CtasRequest }>) {},
    queryStarted(state, action: PayloadAction<SqlLabQuery>) {
      const query = action.payload;
      state.queries[query.id] = query;
      const editor = state.editors.find((tab) => tab.id === query.sqlEditorId);
      if (editor) editor.latestQueryId = query.id;
    },
    queryProgressed(state, action: PayloadAction<{ id: string; state: QueryState; progress?: number }>) {
      const { progress } = action.payload;
      updateQuery(
        state,
        action.payload.id,
        progress === undefined ? { state: action.payload.state } : { state: action.payload.state, progress },
      );
    },
    querySucceeded(state, action: PayloadAction<{ id: string; results: QueryResults; endDttm: number }>) {
      const { results, endDttm } = action.payload;
      updateQuery(state, action.payload.id, {
        state: 'success',
        endDttm,
        rows: results.query.rows ?? results.data.length,
        resultsKey: results.query.resultsKey,
        limit: results.query.limit,
        limitingFactor: results.query.limitingFactor,
        results: { columns: results.columns, data: results.data, displayLimitReached: results.displayLimitReached === true },
      });
    },
    /** `timedOut`: the run hit the server's time limit, which ends it in `timed_out` rather than `failed`. */
    queryFailed(state, action: PayloadAction<{ id: string; error: ClientError; endDttm: number; timedOut?: boolean }>) {
      const { error, endDttm, timedOut } = action.payload;
      updateQuery(state, action.payload.id, {
        state: timedOut ? 'timed_out' : 'failed',
        endDttm,
        error,
        errorMessage: error.message,
        results: null,
      });
    },
    stopRequested(_state, _action: PayloadAction<string>) {},
    queryStopped(state, action: PayloadAction<{ id: string; endDttm: number }>) {
      updateQuery(state, action.payload.id, { state: 'stopped', endDttm: action.payload.endDttm });
    },
    historyRequested(state) {
      state.history.status = 'loading';
    },
    historyLoaded(state, action: PayloadAction<QueryHistoryRow[]>) {
      state.history = { status: 'loaded', rows: action.payload, error: null };
    },
    historyFailed(state, action: PayloadAction<string>) {
      state.history = { status: 'failed', rows: [], error: action.payload };
    },
    /** 'Remove query from log', asked for. */
    historyRowRemoveRequested(_state, _action: PayloadAction<QueryHistoryRow>) {},
    /** 'Remove query from log', done: the row leaves the history list and the query its tab. */
    historyRowRemoved(state, action: PayloadAction<{ id: number; clientId: string | null }>) {
      const { id, clientId } = action.payload;
      state.history.rows = state.history.rows.filter((row) => row.id !== id);
      if (clientId !== null) delete state.queries[clientId];
    },
    /** A new tab with SQL from a shared link or the address. */
    queryEditorOpenedWith: {
      reducer(state, action: PayloadAction<{ editorId: string; tab: SqlLabTabSeed }>) {
        const { editorId, tab } = action.payload;
        const editor = newEditor(
          editorId,
          tab.name || nextUntitledName(state.editors.map((candidate) => candidate.name)),
          activeEditor(state),
        );
        Object.assign(editor, { dbId: tab.dbId ?? editor.dbId, schema: tab.schema ?? null, sql: tab.sql });
        if (tab.templateParams) editor.templateParams = tab.templateParams;
        state.editors.push(editor);
        state.activeEditorId = editor.id;
      },
      prepare: (tab: SqlLabTabSeed) => ({ payload: { editorId: nanoid(), tab } }),
    },
    saveModalOpened(state) {
      state.save = { modalOpen: true, saving: false, error: null };
    },
    saveModalClosed(state) {
      state.save = { modalOpen: false, saving: false, error: null };
    },
    /** `asNew` makes a new saved query even when the tab already edits one. */
    saveRequested(state, _action: PayloadAction<{ editorId: string; label: string; description: string; asNew: boolean }>) {
      state.save.saving = true;
      state.save.error = null;
    },
    saveSucceeded: {
      reducer(state, action: PayloadAction<{ editorId: string; id: number; label: string; updatedAt: number }>) {
        state.save = { modalOpen: false, saving: false, error: null };
        const editor = state.editors.find((tab) => tab.id === action.payload.editorId);
        if (editor) Object.assign(editor, { remoteId: action.payload.id, name: action.payload.label, updatedAt: action.payload.updatedAt });
      },
      prepare: (payload: { editorId: string; id: number; label: string }) => stamped(payload),
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.save.saving = false;
      state.save.error = action.payload;
    },
    scheduleModalOpened(state) {
      state.schedule = { modalOpen: true, saving: false };
    },
    scheduleModalClosed(state) {
      state.schedule = { modalOpen: false, saving: false };
    },
    /** 'Schedule query': the tab's SQL saved as a new saved query carrying `info` in its `extra_json`. */
    scheduleRequested(state, _action: PayloadAction<{ editorId: string; label: string; description: string; info: ScheduleInfo }>) {
      state.schedule.saving = true;
    },
    /** The form closes once the schedule is stored and stays open to try again when it was not. */
    scheduleFinished(state, action: PayloadAction<{ scheduled: boolean }>) {
      state.schedule = { modalOpen: !action.payload.scheduled, saving: false };
    },
    savedQueryOpened: {
      reducer(state, action: PayloadAction<{ editorId: string; savedQuery: SavedQuery }>) {
        const { editorId, savedQuery } = action.payload;
        const existing = state.editors.find((tab) => tab.remoteId === savedQuery.id);
        if (existing) {
          state.activeEditorId = existing.id;
          return;
        }
        const editor = newEditor(editorId, savedQuery.label || nextUntitledName(state.editors.map((tab) => tab.name)), activeEditor(state));
        Object.assign(editor, {
          dbId: savedQuery.database?.id ?? editor.dbId,
          schema: savedQuery.schema,
          sql: savedQuery.sql ?? '',
          remoteId: savedQuery.id,
        });
        state.editors.push(editor);
        state.activeEditorId = editor.id;
      },
      prepare: (savedQuery: SavedQuery) => ({ payload: { editorId: nanoid(), savedQuery } }),
    },
  },
});

export const {
  sqlLabOpened,
  tabsRestored,
  queryEditorAdded,
  queryEditorClosed,
  queryEditorActivated,
  queryEditorSwitched,
  queryEditorCloned,
  otherQueryEditorsClosed,
  queryEditorLinked,
  queryEditorRenamed,
  queryEditorChanged,
  databasesRequested,
  databasesLoaded,
  databasesFailed,
  schemasRequested,
  schemasLoaded,
  schemasFailed,
  tableAdded,
  tableMetadataLoaded,
  tableMetadataFailed,
  tableRemoved,
  tablePreviewRequested,
  tablePreviewStarted,
  runRequested,
  queryStarted,
  queryProgressed,
  querySucceeded,
  queryFailed,
  stopRequested,
  queryStopped,
  historyRequested,
  historyLoaded,
  historyFailed,
  historyRowRemoveRequested,
  historyRowRemoved,
  queryEditorOpenedWith,
  saveModalOpened,
  saveModalClosed,
  saveRequested,
  saveSucceeded,
  saveFailed,
  savedQueryOpened,
  scheduleModalOpened,
  scheduleModalClosed,
  scheduleRequested,
  scheduleFinished,
} = sqlLabSlice.actions;

export const sqlLabReducer = sqlLabSlice.reducer;
