import { combineReducers } from '@reduxjs/toolkit';
import { PageStoreProvider, type PageStoreOptions } from '../../resource-list';
import { UserInfo } from '../components/UserInfo/UserInfo';
import { userInfoSaga } from '../user-info.saga';
import { userInfoReducer, type UserInfoState } from '../user-info.slice';

const options: PageStoreOptions<{ userInfo: UserInfoState }> = {
  prefixes: ['userInfo'],
  reducer: combineReducers({ userInfo: userInfoReducer }),
  saga: userInfoSaga,
};

export function UserInfoPage() {
  return (
    <PageStoreProvider options={options}>
      <UserInfo />
    </PageStoreProvider>
  );
}
