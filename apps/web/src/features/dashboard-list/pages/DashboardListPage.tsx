import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { dashboardListResource } from '../dashboard-list.api';
import { DashboardList } from '../components/DashboardList/DashboardList';

export function DashboardListPage() {
  const options = useMemo(() => listPageStoreOptions(dashboardListResource), []);
  return (
    <PageStoreProvider options={options}>
      <DashboardList />
    </PageStoreProvider>
  );
}
