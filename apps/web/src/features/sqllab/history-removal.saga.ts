import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { rememberRemovedQuery } from './removed-queries';
import { fetchQueryOrigin } from './sqllab.api';
import { historyRowRemoved, type historyRowRemoveRequested } from './sqllab.slice';
import type { QueryOrigin } from './sqllab.types';
import { deleteTabStateQuery } from './tab-state.api';
import { selectBackendPersistence } from './tab-sync.saga';

const isGone = (error: unknown): boolean => toClientError(error).status === 404;

/** The server's id of the tab a query ran in, when that tab is kept on the server (its id is a number). */
function serverTabOf(origin: QueryOrigin): number | null {
  return origin.sql_editor_id !== null && /^\d+$/.test(origin.sql_editor_id) ? Number(origin.sql_editor_id) : null;
}

/**
 * Asks the server to forget the query when it keeps the query's tab. Returns whether it did; a 404 (query or
 * tab already gone) counts as done for the server, but the history may still list the query.
 */
function* deleteOnServer(origin: QueryOrigin): SagaIterator<boolean> {
  const tabStateId = serverTabOf(origin);
  if (tabStateId === null) return false;
  try {
    yield call(deleteTabStateQuery, tabStateId, origin.client_id);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

/**
 * 'Remove query from log'. With backend persistence on and the query's tab on the server, the server deletes
 * the query (Superset's `removeQuery`); otherwise the browser remembers the row so the history hides it after
 * a reload. Either way the row leaves the list and the query its tab.
 */
export function* removeHistoryRow(action: ReturnType<typeof historyRowRemoveRequested>): SagaIterator {
  const row = action.payload;
  const persistence: boolean = yield select(selectBackendPersistence);
  let clientId: string | null = null;
  let deleted = false;
  try {
    const origin: QueryOrigin = yield call(fetchQueryOrigin, row.id);
    clientId = origin.client_id;
    if (persistence) deleted = yield call(deleteOnServer, origin);
  } catch (error) {
    // Without the backend keeping tabs the server is not asked to delete anything, so only hiding matters.
    if (persistence && !isGone(error)) {
      yield put(addToast({ type: 'danger', text: t('An error occurred while removing query. Please contact your administrator.') }));
      return;
    }
  }
  if (!deleted) rememberRemovedQuery(window.localStorage, row.id);
  yield put(historyRowRemoved({ id: row.id, clientId }));
}
