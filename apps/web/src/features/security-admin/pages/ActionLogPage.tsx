import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { actionLogResource } from '../action-log.api';
import { AdminOnly } from '../components/AdminOnly/AdminOnly';
import { ActionLogList } from '../components/ActionLogList/ActionLogList';

export function ActionLogPage() {
  return (
    <AdminOnly>
      <ActionLogStore />
    </AdminOnly>
  );
}

function ActionLogStore() {
  const options = useMemo(() => listPageStoreOptions(actionLogResource), []);
  return (
    <PageStoreProvider options={options}>
      <ActionLogList />
    </PageStoreProvider>
  );
}
