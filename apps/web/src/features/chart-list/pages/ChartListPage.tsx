import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { chartListResource } from '../chart-list.api';
import { ChartList } from '../components/ChartList/ChartList';

export function ChartListPage() {
  const options = useMemo(() => listPageStoreOptions(chartListResource), []);
  return (
    <PageStoreProvider options={options}>
      <ChartList />
    </PageStoreProvider>
  );
}
