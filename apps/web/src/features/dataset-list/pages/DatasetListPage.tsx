import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { datasetListResource } from '../dataset-list.api';
import { DatasetList } from '../components/DatasetList/DatasetList';

export function DatasetListPage() {
  const options = useMemo(() => listPageStoreOptions(datasetListResource), []);
  return (
    <PageStoreProvider options={options}>
      <DatasetList />
    </PageStoreProvider>
  );
}
