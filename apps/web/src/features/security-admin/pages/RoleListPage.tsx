import { useMemo } from 'react';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../admin-list-page';
import { AdminOnly } from '../components/AdminOnly/AdminOnly';
import { RoleList } from '../components/RoleList/RoleList';
import { roleListResource, roleModal, rolePermissionsModal } from '../roles.api';

export function RoleListPage() {
  return (
    <AdminOnly>
      <RoleListStore />
    </AdminOnly>
  );
}

function RoleListStore() {
  const options = useMemo(() => adminListPageOptions(roleListResource, [roleModal, rolePermissionsModal]), []);
  return (
    <PageStoreProvider options={options}>
      <RoleList />
    </PageStoreProvider>
  );
}
