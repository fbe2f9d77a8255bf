import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { ExamplesLoadingNotice, selectFinishedExampleLoads } from '../../examples';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { dashboardListResource } from '../dashboard-list.api';
import { DashboardList } from '../components/DashboardList/DashboardList';

export function DashboardListPage() {
  const options = useMemo(() => listPageStoreOptions(dashboardListResource), []);
  // Once examples that were loading are in, the list starts afresh and shows them.
  const finishedLoads = useSelector(selectFinishedExampleLoads);
  return (
    <>
      <ExamplesLoadingNotice />
      <PageStoreProvider key={finishedLoads} options={options}>
        <DashboardList />
      </PageStoreProvider>
    </>
  );
}
