import { useMemo } from 'react';
import { listPageStoreOptions, PageStoreProvider } from '../../resource-list';
import { DatabaseList } from '../components/DatabaseList/DatabaseList';
import { databaseListResource } from '../database-list.api';
import { databaseModalSaga } from '../database-modal.saga';
import { databaseModalReducer } from '../database-modal.slice';

export function DatabaseListPage() {
  const options = useMemo(
    () =>
      listPageStoreOptions(databaseListResource, {
        prefixes: ['databaseModal'],
        reducers: { databaseModal: databaseModalReducer },
        saga: databaseModalSaga,
      }),
    [],
  );
  return (
    <PageStoreProvider options={options}>
      <DatabaseList />
    </PageStoreProvider>
  );
}
