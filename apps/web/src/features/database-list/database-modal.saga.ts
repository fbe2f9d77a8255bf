import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { refreshRequested } from '../resource-list';
import { addToast } from '../toasts';
import {
  fetchAvailableEngines,
  fetchDatabase,
  saveDatabase,
  testConnection,
  type AvailableEngine,
  type DatabaseDetail,
  type DatabasePayload,
} from './database-list.api';
import {
  connectionTestFailed,
  connectionTestRequested,
  connectionTestSucceeded,
  databaseModalLoaded,
  databaseModalLoadFailed,
  databaseModalOpened,
  databaseSaveFailed,
  databaseSaveRequested,
  databaseSaveSucceeded,
  selectDatabaseModal,
  type DatabaseModalState,
} from './database-modal.slice';

/** The engines to pick from and, when editing, the connection itself. */
export function* loadModal(action: PayloadAction<{ id: number | null }>): SagaIterator {
  try {
    const { id } = action.payload;
    const [engines, database]: [AvailableEngine[], DatabaseDetail | null] = yield all([
      call(fetchAvailableEngines),
      id === null ? call(() => null) : call(fetchDatabase, id),
    ]);
    yield put(databaseModalLoaded({ engines, database }));
  } catch (error) {
    yield put(databaseModalLoadFailed());
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('database'), toClientError(error).message) }),
    );
  }
}

export function* runConnectionTest(action: PayloadAction<DatabasePayload>): SagaIterator {
  try {
    const { superuser }: { superuser: boolean } = yield call(testConnection, action.payload);
    yield put(connectionTestSucceeded({ superuser }));
    yield put(addToast({ type: 'success', text: t('Connection looks good!') }));
  } catch (error) {
    const { message } = toClientError(error);
    yield put(connectionTestFailed({ message }));
    yield put(addToast({ type: 'danger', text: t('ERROR: %s', message) }));
  }
}

export function* save(action: PayloadAction<DatabasePayload>): SagaIterator {
  const { editingId }: DatabaseModalState = yield select(selectDatabaseModal);
  try {
    yield call(saveDatabase, action.payload, editingId);
    yield put(databaseSaveSucceeded());
    yield put(addToast({ type: 'success', text: editingId === null ? t('Database connected') : t('Database settings updated') }));
    yield put(refreshRequested());
  } catch (error) {
    yield put(databaseSaveFailed({ error: toClientError(error) }));
  }
}

export function* databaseModalSaga(): SagaIterator {
  yield takeLatest(databaseModalOpened.type, loadModal);
  yield takeLatest(connectionTestRequested.type, runConnectionTest);
  yield takeEvery(databaseSaveRequested.type, save);
}
