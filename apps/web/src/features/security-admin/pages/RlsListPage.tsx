import { useMemo } from 'react';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../admin-list-page';
import { AdminOnly } from '../components/AdminOnly/AdminOnly';
import { RlsList } from '../components/RlsList/RlsList';
import { rlsListResource, rlsModal } from '../rls.api';

export function RlsListPage() {
  return (
    <AdminOnly>
      <RlsListStore />
    </AdminOnly>
  );
}

function RlsListStore() {
  const options = useMemo(() => adminListPageOptions(rlsListResource, [rlsModal]), []);
  return (
    <PageStoreProvider options={options}>
      <RlsList />
    </PageStoreProvider>
  );
}
