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
  saveSucceeded,
  savedQueryOpened,
  tabsRestored,
  type SqlLabState,
} from './sqllab.slice';
import type { QueryEditor, SqlLabBootstrap, TabStateView } from './sqllab.types';
import type { StoredTabs } from './tab-storage';
import { activateTabState, createTabState, deleteTabState, fetchSqlLabBootstrap, fetchTabState, tabStateChangesOf, updateTabState } from './tab-state.api';

/** Superset's feature flag for keeping editor tabs on the server instead of in the browser. */
export const BACKEND_PERSISTENCE_FLAG = 'SQLLAB_BACKEND_PERSISTENCE';
/** Edits are sent once the tabs have been quiet this long (spec part 2 §9 'autosave debounce'). */
export const TAB_SYNC_DELAY_MS = 5000;

export const TAB_CHANGES = [
  tabsRestored.type,
  queryEditorAdded.type,
  queryEditorClosed.type,
  queryEditorActivated.type,
  queryEditorRenamed.type,
  queryEditorChanged.type,
  saveSucceeded.type,
  savedQueryOpened.type,
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

/** What was last sent for each server tab, to send only changes. */
type SentTabs = Map<number, string>;

const fingerprint = (editor: QueryEditor): string => JSON.stringify(tabStateChangesOf(editor));

/** Creates new tabs, updates changed ones, deletes closed ones and marks the active one on the server. */
export function* syncTabs(sent: SentTabs, activeSent: number | null): SagaIterator<number | null> {
  const { editors }: SqlLabState = yield select(selectSqlLab);
  for (const editor of editors) {
    if (editor.tabStateId === null) {
      const id: number = yield call(createTabState, editor);
      yield put(queryEditorLinked({ id: editor.id, tabStateId: id }));
      sent.set(id, fingerprint(editor));
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
      // A tab already gone from the server counts as deleted.
      if (toClientError(error).status !== 404) throw error;
    }
    sent.delete(id);
  }
  const active = latest.editors.find((editor) => editor.id === latest.activeEditorId)?.tabStateId ?? null;
  if (active !== null && active !== activeSent) yield call(activateTabState, active);
  return active;
}

/** With backend persistence on, keeps the server's copy of the tabs in step, a quiet period after each change. */
export function* tabSyncSaga(quietMs = TAB_SYNC_DELAY_MS): SagaIterator {
  const changes = yield actionChannel(TAB_CHANGES, buffers.sliding(1));
  const sent: SentTabs = new Map();
  let activeSent: number | null = null;
  for (;;) {
    const first: { type: string } = yield take(changes);
    if (first.type === tabsRestored.type) {
      // Tabs read from the server are in step with it already.
      const { editors, activeEditorId }: SqlLabState = yield select(selectSqlLab);
      for (const editor of editors) if (editor.tabStateId !== null) sent.set(editor.tabStateId, fingerprint(editor));
      activeSent = editors.find((editor) => editor.id === activeEditorId)?.tabStateId ?? null;
    }
    for (;;) {
      const { more } = yield race({ quiet: delay(quietMs), more: take(changes) });
      if (!more) break;
    }
    if (!(yield select(selectBackendPersistence))) continue;
    try {
      activeSent = yield call(syncTabs, sent, activeSent);
    } catch {
      yield put(addToast({ type: 'warning', text: t('An error occurred while storing your query in the backend. Your changes will be saved again later.') }));
    }
  }
}
