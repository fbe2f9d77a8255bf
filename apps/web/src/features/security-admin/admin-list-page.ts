import type { Reducer } from '@reduxjs/toolkit';
import type { Saga, SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { listPageStoreOptions, permissionsLoaded, type ListSagaOptions } from '../resource-list';
import type { RecordModal } from './record-modal';

/**
 * The page store of an administrator's list with its modals. The security APIs serve no `_info`: they
 * answer administrators only, and only administrators reach these pages, so the page holds read and
 * write from the start (the server still refuses anyone else).
 */
export function adminListPageOptions<T>(
  resource: ListSagaOptions<T>,
  modals: readonly RecordModal<never, never>[],
  rowSagas: readonly Saga<[]>[] = [],
) {
  const reducers = Object.fromEntries(modals.map((modal) => [modal.name, modal.reducer])) as Record<string, Reducer>;
  return listPageStoreOptions(resource, {
    prefixes: modals.map((modal) => modal.name),
    reducers,
    saga: function* adminPageSaga(): SagaIterator {
      yield put(permissionsLoaded(['can_read', 'can_write']));
      yield all([...modals.map((modal) => call(modal.saga)), ...rowSagas.map((saga) => call(saga))]);
    },
  });
}
