import { useMemo } from 'react';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../admin-list-page';
import { AdminOnly } from '../components/AdminOnly/AdminOnly';
import { UserList } from '../components/UserList/UserList';
import { userListResource, userModal } from '../users.api';
import { userRowsSaga } from '../users.saga';

export function UserListPage() {
  return (
    <AdminOnly>
      <UserListStore />
    </AdminOnly>
  );
}

function UserListStore() {
  const options = useMemo(() => adminListPageOptions(userListResource, [userModal], [userRowsSaga]), []);
  return (
    <PageStoreProvider options={options}>
      <UserList />
    </PageStoreProvider>
  );
}
