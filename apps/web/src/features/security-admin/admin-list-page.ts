import type { Reducer } from '@reduxjs/toolkit';
import type { Saga, SagaIterator } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { listPageStoreOptions, permissionsLoaded, type ListSagaOptions } from '../resource-list';

/** A part of a page store: its state under `name` (also its actions' prefix) and the saga serving it (a record modal). */
export interface PagePart {
  name: string;
  reducer: Reducer;
  saga: Saga<[]>;
}

/**
 * The page store of an administrator's list with its modals and other parts. The security APIs serve no `_info`: they
 * answer administrators only, and only administrators reach these pages, so the page holds read and
 * write from the start (the server still refuses anyone else). Other lists without `_info` pass the
 * caller's permissions from the session; lists served with `_info` pass null and learn them from it.
 */
export function adminListPageOptions<T>(
  resource: ListSagaOptions<T>,
  parts: readonly PagePart[],
  rowSagas: readonly Saga<[]>[] = [],
  permissions: readonly string[] | null = ['can_read', 'can_write'],
) {
  const reducers = Object.fromEntries(parts.map((part) => [part.name, part.reducer])) as Record<string, Reducer>;
  return listPageStoreOptions(resource, {
    prefixes: parts.map((part) => part.name),
    reducers,
    saga: function* adminPageSaga(): SagaIterator {
      if (permissions) yield put(permissionsLoaded([...permissions]));
      yield all([...parts.map((part) => call(part.saga)), ...rowSagas.map((saga) => call(saga))]);
    },
  });
}
