import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SecurityUserView } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { refreshRequested } from '../resource-list';
import { addToast } from '../toasts';
import { setUserActive } from './users.api';

/** Deactivating (or reactivating) a user from its row; the prefix is the user modal's, which the page store owns. */
export const userActiveToggled = createAction<SecurityUserView>('userModal/activeToggled');

export function* toggleUserActive(action: PayloadAction<SecurityUserView>): SagaIterator {
  const user = action.payload;
  try {
    yield call(setUserActive, user.id, !user.active);
    yield put(addToast({ type: 'success', text: user.active ? t('Deactivated %s', user.username) : t('Activated %s', user.username) }));
  } catch (error) {
    yield put(addToast({ type: 'danger', text: t('There was an issue updating %s: %s', user.username, toClientError(error).message) }));
  }
  yield put(refreshRequested());
}

export function* userRowsSaga(): SagaIterator {
  yield takeEvery(userActiveToggled.type, toggleUserActive);
}
