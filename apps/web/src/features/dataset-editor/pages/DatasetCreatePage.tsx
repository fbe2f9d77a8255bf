import { combineReducers } from '@reduxjs/toolkit';
import { PageStoreProvider, type PageStoreOptions } from '../../resource-list';
import { DatasetCreate } from '../components/DatasetCreate/DatasetCreate';
import { datasetCreateSaga } from '../dataset-create.saga';
import { datasetCreateReducer, type DatasetCreateState } from '../dataset-create.slice';

const options: PageStoreOptions<{ datasetCreate: DatasetCreateState }> = {
  prefixes: ['datasetCreate'],
  reducer: combineReducers({ datasetCreate: datasetCreateReducer }),
  saga: datasetCreateSaga,
};

/** `/dataset/add/`. */
export function DatasetCreatePage() {
  return (
    <PageStoreProvider options={options}>
      <DatasetCreate />
    </PageStoreProvider>
  );
}
