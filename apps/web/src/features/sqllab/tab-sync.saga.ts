import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { buffers } from 'redux-saga';
import { actionChannel, call, delay, put, race, select, take } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { selectFeatureFlag } from '../config';
import { addToast } from '../toasts';
import { selectSqlLab } from './sqllab.selectors';
import {
  queryEditorActivated,
  queryEditorAdded,
  queryEditorChanged,
  queryEditorClosed,
  queryEditorLinked,
  queryEditorRenamed,
  queryEditorSwitched,
  queryEditorCloned,
  otherQueryEditorsClosed,
  tableAdded,
  tableRemoved,
  saveSucceeded,
  savedQueryOpened,
  tabsRestored,
  type SqlLabState,
} from './sqllab.slice';
import type { QueryEditor, SqlLabBootstrap, TabStateView } from './sqllab.types';
import { mergeTabs, type MergedTabs } from './tab-merge';
import type { StoredTabs } from './tab-storage';
import {
  activateTabState,
  createTableSchemaView,
  createTabState,
  deleteTableSchemaView,
  deleteTabState,
  fetchSqlLabBootstrap,
  fetchTabState,
  migrateQuery,
  tabStateChangesOf,
  updateTabState,
} from './tab-state.api';

/** Superset's feature flag for keeping editor tabs on the server instead of in the browser. */
export const BACKEND_PERSISTENCE_FLAG = 'SQLLAB_BACKEND_PERSISTENCE';
/** Edits are sent once the tabs have been quiet this long (spec part 2 §9 'autosave debounce'). */
export const TAB_SYNC_DELAY_MS = 5000;

export const TAB_CHANGES = [
  tabsRestored.type,
  // The server id must reach the browser's copy, or a reload would create the tab a second time.
  queryEditorLinked.type,
  queryEditorAdded.type,
  queryEditorClosed.type,
  queryEditorActivated.type,
  queryEditorRenamed.type,
  queryEditorChanged.type,
  saveSucceeded.type,
  savedQueryOpened.type,
  queryEditorSwitched.type,
  queryEditorCloned.type,
  otherQueryEditorsClosed.type,
  tableAdded.type,
  tableRemoved.type,
];

export const selectBackendPersistence = selectFeatureFlag(BACKEND_PERSISTENCE_FLAG);

export function toQueryEditor(view: TabStateView): QueryEditor {
  return {
    id: `tab-${view.id}`,
    name: view.label,
    dbId: view.database_id,
    schema: view.schema,
    sql: view.sql ?? '',
    queryLimit: view.query_limit ?? 1000,
    latestQueryId: null,
    remoteId: view.saved_query?.id ?? null,
    tabStateId: view.id,
    catalog: view.catalog ?? null,
    templateParams: view.template_params ?? null,
    ...(view.hide_left_bar === true ? { hideLeftBar: true } : {}),
    ...(typeof view.extra_json?.updatedAt === 'number' ? { updatedAt: view.extra_json.updatedAt } : {}),
  };
}

/** The caller's tabs as the server keeps them. */
export function* readServerTabs(): SagaIterator<StoredTabs> {
  const bootstrap: SqlLabBootstrap = yield call(fetchSqlLabBootstrap);
  const views: TabStateView[] = [];
  for (const [id] of bootstrap.tab_state_ids) {
    views.push(bootstrap.active_tab?.id === id ? bootstrap.active_tab : yield call(fetchTabState, id));
  }
  const active = views.find((view) => view.active) ?? bootstrap.active_tab;
  return { editors: views.map(toQueryEditor), activeEditorId: active ? `tab-${active.id}` : null };
}

/** The server's tabs merged with this browser's copies of them (the newer copy of each wins). */
export function* restoreServerTabs(local: StoredTabs): SagaIterator<MergedTabs> {
  const server: StoredTabs = yield call(readServerTabs);
  return mergeTabs(server, local);
}

/** What was last sent for each server tab, to send only changes. */
type SentTabs = Map<number, string>;
/** The server id of each table pane already stored, by the pane's id. */
type SentTables = Map<string, number>;

/** A 404: what is gone from the server counts as done. */
const isGone = (error: unknown): boolean => toClientError(error).status === 404;

/**
 * A tab that lived only in this browser now has a server id: the queries it ran are filed under it
 * (a query the server never saw counts as done) and its table panes are stored with it.
 */
export function* migrateLocalTab(editorId: string, tabStateId: number): SagaIterator {
  const { queries }: SqlLabState = yield select(selectSqlLab);
  for (const query of Object.values(queries).filter((candidate) => candidate.sqlEditorId === editorId && !candidate.isDataPreview)) {
    try {
      yield call(migrateQuery, tabStateId, query.id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
}

/** Stores new table panes of server tabs and deletes the ones closed since. */
export function* syncTables(sentTables: SentTables): SagaIterator {
  const { editors, tableSchemas }: SqlLabState = yield select(selectSqlLab);
  const serverTab = new Map(editors.map((editor) => [editor.id, editor.tabStateId]));
  for (const table of tableSchemas) {
    const tabStateId = serverTab.get(table.queryEditorId);
    if (tabStateId == null || sentTables.has(table.id)) continue;
    const id: number = yield call(createTableSchemaView, tabStateId, table);
    sentTables.set(table.id, id);
  }
  const open = new Set(tableSchemas.map((table) => table.id));
  for (const [localId, serverId] of [...sentTables].filter(([candidate]) => !open.has(candidate))) {
    try {
      yield call(deleteTableSchemaView, serverId);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    sentTables.delete(localId);
  }
}

const fingerprint = (editor: QueryEditor): string => JSON.stringify(tabStateChangesOf(editor));

/** Creates new tabs, updates changed ones, deletes closed ones and marks the active one on the server. */
export function* syncTabs(sent: SentTabs, activeSent: number | null, sentTables: SentTables = new Map()): SagaIterator<number | null> {
  const { editors }: SqlLabState = yield select(selectSqlLab);
  for (const editor of editors) {
    if (editor.tabStateId === null) {
      const id: number = yield call(createTabState, editor);
      yield put(queryEditorLinked({ id: editor.id, tabStateId: id }));
      sent.set(id, fingerprint(editor));
      yield call(migrateLocalTab, editor.id, id);
    } else if (sent.get(editor.tabStateId) !== fingerprint(editor)) {
      yield call(updateTabState, editor.tabStateId, tabStateChangesOf(editor));
      sent.set(editor.tabStateId, fingerprint(editor));
    }
  }
  // Read again: tabs created above now carry their server ids.
  const latest: SqlLabState = yield select(selectSqlLab);
  const open = new Set(latest.editors.map((editor) => editor.tabStateId));
  for (const id of [...sent.keys()].filter((known) => !open.has(known))) {
    try {
      yield call(deleteTabState, id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    sent.delete(id);
  }
  yield call(syncTables, sentTables);
  const active = latest.editors.find((editor) => editor.id === latest.activeEditorId)?.tabStateId ?? null;
  if (active !== null && active !== activeSent) yield call(activateTabState, active);
  return active;
}

/** With backend persistence on, keeps the server's copy of the tabs in step, a quiet period after each change. */
export function* tabSyncSaga(quietMs = TAB_SYNC_DELAY_MS): SagaIterator {
  const changes = yield actionChannel(TAB_CHANGES, buffers.sliding(1));
  const sent: SentTabs = new Map();
  const sentTables: SentTables = new Map();
  let activeSent: number | null = null;
  for (;;) {
    const first: Action = yield take(changes);
    if (tabsRestored.match(first)) {
      // Tabs read from the server are in step with it already, but for newer local copies that won over them.
      const unsynced = new Set(first.payload.unsyncedTabStateIds ?? []);
      const { editors, activeEditorId }: SqlLabState = yield select(selectSqlLab);
      for (const editor of editors)
        if (editor.tabStateId !== null && !unsynced.has(editor.tabStateId)) sent.set(editor.tabStateId, fingerprint(editor));
      activeSent = editors.find((editor) => editor.id === activeEditorId)?.tabStateId ?? null;
    }
    for (;;) {
      const { more } = yield race({ quiet: delay(quietMs), more: take(changes) });
      if (!more) break;
    }
    if (!(yield select(selectBackendPersistence))) continue;
    try {
      activeSent = yield call(syncTabs, sent, activeSent, sentTables);
    } catch {
      yield put(
        addToast({
          type: 'warning',
          text: t('An error occurred while storing your query in the backend. Your changes will be saved again later.'),
        }),
      );
    }
  }
}
