import { combineReducers } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { PageStoreProvider, type PageStoreOptions } from '../../resource-list';
import { UserInfo } from '../components/UserInfo/UserInfo';
import { apiKeysSaga } from '../api-keys.saga';
import { apiKeysReducer, type ApiKeysState } from '../api-keys.slice';
import { userInfoSaga } from '../user-info.saga';
import { userInfoReducer, type UserInfoState } from '../user-info.slice';

function* userInfoPageSaga(): SagaIterator {
  yield all([fork(userInfoSaga), fork(apiKeysSaga)]);
}

const options: PageStoreOptions<{ userInfo: UserInfoState; apiKeys: ApiKeysState }> = {
  prefixes: ['userInfo', 'apiKeys'],
  reducer: combineReducers({ userInfo: userInfoReducer, apiKeys: apiKeysReducer }),
  saga: userInfoPageSaga,
};

export function UserInfoPage() {
  return (
    <PageStoreProvider options={options}>
      <UserInfo />
    </PageStoreProvider>
  );
}
