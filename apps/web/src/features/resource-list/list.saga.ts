import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { FetchDataConfig } from '@tessera/ui';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fetchFavoriteStatus, fetchPermissions, saveFavorite } from './resource-list.api';
import { favoriteStatusLoaded, favoriteToggleRequested, favoriteToggleSucceeded } from './favorites.slice';
import { selectListConfig } from './list.selectors';
import {
  deleteFailed,
  deleteRequested,
  deleteSucceeded,
  loadFailed,
  loadRequested,
  loadSucceeded,
  permissionsLoaded,
  refreshRequested,
} from './list.slice';
import type { ListPage, ListResource } from './list.types';

/** Describes a resource in messages; each feature passes its translated texts. */
export interface ListSagaOptions<T> extends ListResource<T> {
  /** Its singular noun ('dashboard'), as in 'An error occurred while fetching %s info: %s'. */
  label(): string;
  /**
   * The toast when a page of the list cannot be loaded, a whole sentence per resource ('An error
   * occurred while fetching dashboards: %s'): a plural made by gluing 's' to the noun is English only.
   */
  fetchFailed(message: string): string;
}

export function* loadPage<T>(resource: ListSagaOptions<T>, action: PayloadAction<FetchDataConfig | undefined>): SagaIterator {
  const config: FetchDataConfig | null = action.payload ?? (yield select(selectListConfig));
  if (!config) return;
  try {
    const page: ListPage<T> = yield call([resource, resource.fetchPage], config);
    yield put(loadSucceeded(page));
  } catch (error) {
    const clientError = toClientError(error);
    yield put(loadFailed({ error: clientError }));
    if (!resource.quiet) yield put(addToast({ type: 'danger', text: resource.fetchFailed(clientError.message) }));
  }
}

export function* loadPermissions<T>(resource: ListSagaOptions<T>): SagaIterator {
  try {
    const permissions: string[] = yield call(fetchPermissions, resource.resource);
    yield put(permissionsLoaded(permissions));
  } catch (error) {
    yield put(permissionsLoaded([]));
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', resource.label(), toClientError(error).message) }),
    );
  }
}

export function* deleteRows<T>(resource: ListSagaOptions<T>, action: PayloadAction<{ rows: unknown[] }>): SagaIterator {
  const rows = action.payload.rows as T[];
  const names = rows.map((row) => resource.rowName(row));
  if (!resource.deleteRows) return;
  try {
    const message: string = yield call([resource, resource.deleteRows], rows);
    yield put(deleteSucceeded());
    yield put(addToast({ type: 'success', text: message || t('Deleted: %s', names.join(', ')) }));
  } catch (error) {
    const { message } = toClientError(error);
    yield put(deleteFailed({ error: toClientError(error) }));
    const text =
      rows.length === 1 ? t('There was an issue deleting %s: %s', names[0], message) : t('There was an issue deleting: %s', message);
    yield put(addToast({ type: 'danger', text }));
  }
  // Some rows may be gone even when a later one failed.
  yield put(refreshRequested());
}

export function* loadFavoriteStatus<T>(resource: ListSagaOptions<T>, action: PayloadAction<{ rows: unknown[] }>): SagaIterator {
  const ids = action.payload.rows.map((row) => (row as { id: number }).id);
  if (ids.length === 0) return;
  try {
    const status: Record<number, boolean> = yield call(fetchFavoriteStatus, resource.resource, ids);
    yield put(favoriteStatusLoaded(status));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('There was an error fetching the favorite status: %s', toClientError(error).message) }));
  }
}

export function* toggleFavorite<T>(resource: ListSagaOptions<T>, action: PayloadAction<{ id: number; starred: boolean }>): SagaIterator {
  const { id, starred } = action.payload;
  try {
    yield call(saveFavorite, resource.resource, id, starred);
    yield put(favoriteToggleSucceeded({ id, starred }));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('There was an error saving the favorite status: %s', toClientError(error).message) }));
  }
}

/** Loads pages (a newer request supersedes a running one), deletes, and keeps permissions and stars. */
export function* listSaga<T>(resource: ListSagaOptions<T>): SagaIterator {
  yield takeLatest([loadRequested.type, refreshRequested.type], loadPage<T>, resource);
  if (resource.deleteRows) yield takeEvery(deleteRequested.type, deleteRows<T>, resource);
  if (resource.favorites) {
    yield takeLatest(loadSucceeded.type, loadFavoriteStatus<T>, resource);
    yield takeEvery(favoriteToggleRequested.type, toggleFavorite<T>, resource);
  }
  if (resource.info) yield fork(loadPermissions<T>, resource);
}
