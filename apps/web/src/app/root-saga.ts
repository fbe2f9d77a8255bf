import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { configSaga } from '../features/config';
import { toastsSaga } from '../features/toasts';

export function* rootSaga(): SagaIterator {
  yield all([fork(authSaga), fork(configSaga), fork(toastsSaga)]);
}
