import type { ChartListRow as ChartListing, DatasetListRow } from '@tessera/contracts/web';
import type { FetchSelects } from '@tessera/ui';
import { apiClient, encodeRison } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';

/** A chart as `GET /api/v1/chart/` lists it: the columns the page uses (`dashboards` are the cross-links). */
export type ChartListRow = Pick<
  ChartListing,
  | 'id'
  | 'slice_name'
  | 'viz_type'
  | 'description'
  | 'datasource_name_text'
  | 'datasource_url'
  | 'owners'
  | 'changed_by_name'
  | 'changed_on_delta_humanized'
  | 'certified_by'
> &
  Partial<Pick<ChartListing, 'certification_details' | 'dashboards' | 'tags' | 'thumbnail_url'>>;

/** The chart list's resource: pages, bulk delete, stars and `_info`. */
export const chartListResource: ListSagaOptions<ChartListRow> = {
  resource: 'chart',
  fetchPage: (config) => fetchListPage<ChartListRow>('chart', config),
  deleteRows: (rows) =>
    bulkDelete(
      'chart',
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.slice_name,
  favorites: true,
  info: true,
  label: () => t('chart'),
  fetchFailed: (message) => t('An error occurred while fetching charts: %s', message),
};

/** Explore opens a saved chart by its id. */
export function chartExploreUrl(chart: Pick<ChartListRow, 'id'>): string {
  return `/explore/?slice_id=${chart.id}`;
}

/** Choices of the Dataset filter: datasets whose name contains the search, valued by id (`datasource_id`). */
export const datasetOptions: FetchSelects = async (search, page, pageSize) => {
  const filters = search ? [{ col: 'table_name', opr: 'ct', value: search }] : [];
  const body = await apiClient.get<{ count: number; result: Pick<DatasetListRow, 'id' | 'table_name'>[] }>('/api/v1/dataset/', {
    query: { q: encodeRison({ filters, order_column: 'table_name', order_direction: 'asc', page, page_size: pageSize }) },
  });
  return { totalCount: body.count, data: body.result.map((dataset) => ({ label: dataset.table_name, value: dataset.id })) };
};
