import { useMemo } from 'react';
import { PageStoreProvider } from '../../resource-list';
import { adminListPageOptions } from '../../security-admin';
import { layerListResource, layerModal } from '../annotation-layers.api';
import { LayerList } from '../components/LayerList/LayerList';

export function LayerListPage() {
  // The layer list serves `_info`, which tells the page what the caller may change.
  const options = useMemo(() => adminListPageOptions(layerListResource, [layerModal], [], null), []);
  return (
    <PageStoreProvider options={options}>
      <LayerList />
    </PageStoreProvider>
  );
}
