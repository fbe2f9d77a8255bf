import type { DatasetListRow as DatasetListing } from '@tessera/contracts/web';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';

/** A dataset as `GET /api/v1/dataset/` lists it (the columns the page uses). */
export type DatasetListRow = Pick<
  DatasetListing,
  'id' | 'table_name' | 'kind' | 'database' | 'schema' | 'owners' | 'changed_on_delta_humanized'
> &
  Partial<Pick<DatasetListing, 'explore_url'>>;

export const datasetListResource: ListSagaOptions<DatasetListRow> = {
  resource: 'dataset',
  fetchPage: (config) => fetchListPage<DatasetListRow>('dataset', config),
  deleteRows: (rows) =>
    bulkDelete(
      'dataset',
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.table_name,
  info: true,
  label: () => t('dataset'),
  fetchFailed: (message) => t('An error occurred while fetching datasets: %s', message),
};

/** Explore opens a dataset by its id when the server gives no address of its own. */
export function datasetExploreUrl(dataset: Pick<DatasetListRow, 'id' | 'explore_url'>): string {
  return dataset.explore_url || `/explore/?datasource_type=table&datasource_id=${dataset.id}`;
}
