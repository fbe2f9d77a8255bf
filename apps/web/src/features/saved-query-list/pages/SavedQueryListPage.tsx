import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { savedQueryListResource } from '../saved-query-list.api';
import { SavedQueryList } from '../components/SavedQueryList/SavedQueryList';

export function SavedQueryListPage() {
  const options = useMemo(() => listPageStoreOptions(savedQueryListResource), []);
  return (
    <PageStoreProvider options={options}>
      <SavedQueryList />
    </PageStoreProvider>
  );
}
