import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeUpdateFields, MeView } from '@tessera/contracts/web';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { t } from '../../i18n';
import { addToast } from '../toasts';
import { fetchMe, updateMe } from './user-info.api';
import {
  userInfoLoaded,
  userInfoLoadFailed,
  userInfoLoadRequested,
  userInfoSaveFailed,
  userInfoSaveRequested,
  userInfoSaveSucceeded,
} from './user-info.slice';

export function* loadUserInfo(): SagaIterator {
  try {
    const me: MeView = yield call(fetchMe);
    yield put(userInfoLoaded(me));
  } catch (error) {
    yield put(userInfoLoadFailed());
    yield put(
      addToast({ type: 'danger', text: t('An error occurred while fetching %s info: %s', t('user'), toClientError(error).message) }),
    );
  }
}

export function* saveUserInfo(action: PayloadAction<MeUpdateFields>): SagaIterator {
  try {
    yield call(updateMe, action.payload);
    yield put(userInfoSaveSucceeded());
    const passwordChanged = action.payload.password !== undefined;
    yield put(
      addToast({
        type: 'success',
        text: passwordChanged ? t('The password reset was successful') : t('The user was updated successfully'),
      }),
    );
    yield put(userInfoLoadRequested());
  } catch (error) {
    yield put(userInfoSaveFailed({ error: toClientError(error) }));
  }
}

export function* userInfoSaga(): SagaIterator {
  yield takeLatest(userInfoLoadRequested.type, loadUserInfo);
  yield takeEvery(userInfoSaveRequested.type, saveUserInfo);
}
