import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { configLoaded, selectConfig, type ConfigState } from '../config';
import { addToast } from '../toasts';
import { rememberSelectedDatabase, selectDefaultDatabase } from './default-database.saga';
import { removeHistoryRow } from './history-removal.saga';
import { runQuery } from './query-execution.saga';
import { readRemovedQueryIds } from './removed-queries';
import { scheduleQuery } from './schedule-query.saga';
import { openSqlLabLink } from './sqllab-link.saga';
import {
  createSavedQuery,
  updateSavedQuery,
  fetchQueryHistory,
  fetchSavedQuery,
  fetchSchemas,
  fetchSqlLabDatabases,
  fetchTableMetadata,
} from './sqllab.api';
import { selectSqlLab } from './sqllab.selectors';
import {
  databasesFailed,
  databasesLoaded,
  databasesRequested,
  historyFailed,
  historyLoaded,
  historyRequested,
  historyRowRemoveRequested,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorOpenedWith,
  runRequested,
  saveFailed,
  saveRequested,
  saveSucceeded,
  scheduleRequested,
  savedQueryOpened,
  schemasLoaded,
  schemasFailed,
  schemasRequested,
  sqlLabOpened,
  tableAdded,
  tableMetadataFailed,
  tableMetadataLoaded,
  tablePreviewRequested,
  tabsRestored,
  type SqlLabState,
} from './sqllab.slice';
import type { QueryHistoryRow, SavedQuery, SqlLabDatabase, TableMetadata } from './sqllab.types';
import {
  isStorageNearlyFull,
  LOCAL_STORAGE_QUOTA_KB,
  readStoredTabs,
  storageUsageKb,
  writeStoredTabs,
  type StoredTabs,
} from './tab-storage';
import { runTablePreview } from './table-preview.saga';
import { restoreServerTabs, selectBackendPersistence, TAB_CHANGES, tabSyncSaga } from './tab-sync.saga';

/** How long the first page load waits for the app's config before reading tabs from the browser. */
const CONFIG_WAIT_MS = 10_000;

/** How many of the latest queries the history tab lists. */
export const HISTORY_PAGE_SIZE = 100;

/** Restores the tabs once per page load, loads the databases, and opens `?savedQueryId=` in a new tab. */
export function* openSqlLab(action: ReturnType<typeof sqlLabOpened>): SagaIterator {
  const { restored }: SqlLabState = yield select(selectSqlLab);
  if (!restored) yield put(tabsRestored(yield call(restoreTabs)));
  yield put(databasesRequested());
  if (action.payload.link) yield call(openSqlLabLink, action.payload.link);
  const { savedQueryId } = action.payload;
  if (savedQueryId === null) return;
  try {
    const savedQuery: SavedQuery = yield call(fetchSavedQuery, savedQueryId);
    yield put(savedQueryOpened(savedQuery));
  } catch {
    yield put(addToast({ type: 'danger', text: t("The query couldn't be loaded") }));
  }
}

/** The server's tabs when it keeps them (feature flag), with newer copies from the browser; else the browser's. */
export function* restoreTabs(): SagaIterator<StoredTabs> {
  // The feature flags arrive with the app's config, which may still be loading.
  const config: ConfigState = yield select(selectConfig);
  if (!config.loaded) yield race({ loaded: take(configLoaded.type), gaveUp: delay(CONFIG_WAIT_MS) });
  const local = readStoredTabs(window.localStorage);
  if (yield select(selectBackendPersistence)) {
    try {
      const tabs: StoredTabs = yield call(restoreServerTabs, local);
      return tabs;
    } catch {
      yield put(addToast({ type: 'danger', text: t('An error occurred while fetching tab state') }));
    }
  }
  return local;
}

export function* loadDatabases(): SagaIterator {
  try {
    const databases: SqlLabDatabase[] = yield call(fetchSqlLabDatabases);
    yield put(databasesLoaded(databases));
  } catch (error) {
    yield put(databasesFailed());
    yield put(addToast({ type: 'danger', text: toClientError(error).message }));
  }
}

export function* loadSchemas(action: PayloadAction<number>): SagaIterator {
  try {
    const schemas: string[] = yield call(fetchSchemas, action.payload);
    yield put(schemasLoaded({ dbId: action.payload, schemas }));
  } catch {
    yield put(schemasFailed(action.payload));
    yield put(addToast({ type: 'danger', text: t('There was an error loading the schemas') }));
  }
}

export function* loadTableMetadata(action: ReturnType<typeof tableAdded>): SagaIterator {
  const { id, dbId, schema, name, catalog } = action.payload;
  try {
    const metadata: TableMetadata = yield call(fetchTableMetadata, dbId, schema, name, catalog ?? null);
    yield put(
      tableMetadataLoaded({
        id,
        columns: metadata.columns.map((column) => ({ name: column.name, type: column.type })),
        ...(metadata.selectStar ? { selectStar: metadata.selectStar } : {}),
        ...(metadata.primaryKey ? { primaryKey: metadata.primaryKey.constrained_columns } : {}),
        ...(metadata.foreignKeys ? { foreignKeys: metadata.foreignKeys } : {}),
        ...(metadata.indexes ? { indexes: metadata.indexes } : {}),
      }),
    );
  } catch (error) {
    yield put(tableMetadataFailed({ id, error: toClientError(error).message }));
    yield put(addToast({ type: 'danger', text: t('An error occurred while fetching table metadata') }));
    return;
  }
  // A table added to the editor shows a preview of its rows.
  yield call(runTablePreview, id);
}

export function* previewTable(action: ReturnType<typeof tablePreviewRequested>): SagaIterator {
  yield call(runTablePreview, action.payload);
}

/** The latest queries, less the ones the user removed from the log that the server still lists. */
export function* loadHistory(): SagaIterator {
  try {
    const rows: QueryHistoryRow[] = yield call(fetchQueryHistory, HISTORY_PAGE_SIZE);
    const removed = readRemovedQueryIds(window.localStorage);
    yield put(historyLoaded(rows.filter((row) => !removed.has(row.id))));
  } catch (error) {
    yield put(historyFailed(toClientError(error).message));
  }
}

/** 'Save query': a new saved query from the tab, or an update of the one the tab edits; the tab then edits it. */
export function* saveQuery(action: ReturnType<typeof saveRequested>): SagaIterator {
  const { editors }: SqlLabState = yield select(selectSqlLab);
  const { editorId, label, description, asNew } = action.payload;
  const editor = editors.find((tab) => tab.id === editorId);
  const updating = editor?.remoteId != null && !asNew;
  const failureText = updating ? t('Your query could not be updated') : t('Your query could not be saved');
  if (!editor || editor.dbId === null) {
    yield put(saveFailed(failureText));
    return;
  }
  const body = { label, description, db_id: editor.dbId, schema: editor.schema, sql: editor.sql };
  try {
    if (updating && editor.remoteId !== null) {
      yield call(updateSavedQuery, editor.remoteId, body);
      yield put(saveSucceeded({ editorId, id: editor.remoteId, label }));
      yield put(addToast({ type: 'success', text: t('Your query was updated') }));
      return;
    }
    const id: number = yield call(createSavedQuery, body);
    yield put(saveSucceeded({ editorId, id, label }));
    yield put(addToast({ type: 'success', text: t('Your query was saved') }));
  } catch (error) {
    yield put(saveFailed(`${failureText}: ${toClientError(error).message}`));
  }
}

/**
 * Writes the tabs to the browser's storage after each change to them, and warns once per page when the
 * storage is nearly full (or already refused the tabs).
 */
export function* persistTabs(warning: { shown: boolean } = { shown: false }): SagaIterator {
  const { editors, activeEditorId, restored }: SqlLabState = yield select(selectSqlLab);
  if (!restored) return;
  const written = writeStoredTabs(window.localStorage, { editors, activeEditorId });
  const usageKb = storageUsageKb(window.localStorage);
  if (warning.shown || (written && !isStorageNearlyFull(usageKb))) return;
  warning.shown = true;
  const text = t(
    "SQL Lab uses your browser's local storage to store queries and results. Currently, you are using %s KB out of %s KB storage space. To keep SQL Lab from crashing, please delete some query tabs. You can re-access these queries by using the Save feature before you delete the tab. Note that you will need to close other SQL Lab windows before you do this.",
    usageKb.toFixed(2),
    LOCAL_STORAGE_QUOTA_KB,
  );
  yield put(addToast({ type: 'warning', text }));
}

export function* sqlLabSaga(): SagaIterator {
  yield takeLatest(sqlLabOpened.type, openSqlLab);
  yield takeLeading(databasesRequested.type, loadDatabases);
  yield takeEvery(schemasRequested.type, loadSchemas);
  yield takeEvery(tableAdded.type, loadTableMetadata);
  yield takeEvery(tablePreviewRequested.type, previewTable);
  yield takeEvery(runRequested.type, runQuery);
  yield takeLatest(historyRequested.type, loadHistory);
  yield takeEvery(historyRowRemoveRequested.type, removeHistoryRow);
  yield takeLeading(saveRequested.type, saveQuery);
  yield takeLeading(scheduleRequested.type, scheduleQuery);
  yield takeLatest(TAB_CHANGES, persistTabs, { shown: false });
  // A tab without a database gets the default once the databases are known, whichever comes first.
  yield takeEvery(
    [databasesLoaded.type, tabsRestored.type, queryEditorAdded.type, queryEditorOpenedWith.type, queryEditorClosed.type],
    selectDefaultDatabase,
  );
  yield takeEvery(queryEditorChanged.type, rememberSelectedDatabase);
  yield fork(tabSyncSaga);
}
