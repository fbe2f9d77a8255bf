import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toClientError } from '../../api';
import { configLoaded, fetchCommonConfig, type CommonConfig } from '../config';
import { addToast } from '../toasts';
import { fetchCurrentUser, fetchUserRoles, login, logout, resetCsrfToken } from './auth.api';
import {
  bootstrapFailed,
  bootstrapRequested,
  bootstrapSucceeded,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutFailed,
  logoutRequested,
} from './auth.slice';
import type { Credentials, CurrentUser, UserRoles } from './auth.types';

/** Loads who the user is, what they may do and the product settings, all three at once. */
export function* bootstrapSession(): SagaIterator {
  try {
    const [user, roles, config]: [CurrentUser, UserRoles, CommonConfig] = yield all([
      call(fetchCurrentUser),
      call(fetchUserRoles),
      call(fetchCommonConfig),
    ]);
    yield put(configLoaded(config));
    yield put(bootstrapSucceeded({ user, ...roles }));
  } catch (error) {
    yield put(bootstrapFailed({ error: toClientError(error) }));
  }
}

export function* signIn(action: PayloadAction<Credentials>): SagaIterator {
  try {
    yield call(login, action.payload);
  } catch (error) {
    yield put(loginFailed({ error: toClientError(error) }));
    return;
  }
  yield call(resetCsrfToken);
  yield put(loginSucceeded());
  yield call(bootstrapSession);
}

export function* signOut(): SagaIterator {
  let providerLogout: string | null;
  try {
    providerLogout = yield call(logout);
  } catch (error) {
    const clientError = toClientError(error);
    yield put(logoutFailed({ error: clientError }));
    yield put(addToast({ type: 'danger', text: clientError.message }));
    return;
  }
  yield call(resetCsrfToken);
  yield put(loggedOut());
  // A session opened through single sign-on ends at the provider too, which then sends the browser back to the login page.
  if (providerLogout) yield call([window.location, window.location.assign], providerLogout);
}

export function* authSaga(): SagaIterator {
  yield takeLatest(bootstrapRequested.type, bootstrapSession);
  // A second submit while one is in flight is ignored rather than racing it.
  yield takeLeading(loginRequested.type, signIn);
  yield takeLeading(logoutRequested.type, signOut);
}
