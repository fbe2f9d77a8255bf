import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { asyncEventsSaga } from '../features/async-events';
import { authSaga } from '../features/auth';
import { configSaga } from '../features/config';
import { dashboardSaga } from '../features/dashboard';
import { dynamicPluginsSaga } from '../features/dynamic-plugins';
import { examplesSaga } from '../features/examples';
import { languageSaga } from '../features/language';
import { exploreSaga } from '../features/explore';
import { sqlLabSaga } from '../features/sqllab';
import { toastsSaga } from '../features/toasts';

export function* rootSaga(): SagaIterator {
  yield all([
    fork(authSaga),
    fork(configSaga),
    fork(dynamicPluginsSaga),
    fork(languageSaga),
    fork(toastsSaga),
    fork(examplesSaga),
    fork(exploreSaga),
    fork(dashboardSaga),
    fork(sqlLabSaga),
    fork(asyncEventsSaga),
  ]);
}
