import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListedTag, type ListSagaOptions, type UserName } from '../resource-list';

/** A chart as `GET /api/v1/chart/` lists it (the columns the page uses). */
export interface ChartListRow {
  id: number;
  slice_name: string;
  viz_type: string;
  description: string | null;
  datasource_name_text: string | null;
  datasource_url: string | null;
  owners: (UserName & { id: number })[];
  changed_by_name: string;
  changed_on_delta_humanized: string;
  certified_by: string | null;
  tags?: ListedTag[];
}

/** The chart list's resource: pages, bulk delete, stars and `_info`. */
export const chartListResource: ListSagaOptions<ChartListRow> = {
  resource: 'chart',
  fetchPage: (config) => fetchListPage<ChartListRow>('chart', config),
  deleteRows: (rows) => bulkDelete('chart', rows.map((row) => row.id)),
  rowName: (row) => row.slice_name,
  favorites: true,
  info: true,
  label: () => t('chart'),
};

/** Explore opens a saved chart by its id. */
export function chartExploreUrl(chart: Pick<ChartListRow, 'id'>): string {
  return `/explore/?slice_id=${chart.id}`;
}
