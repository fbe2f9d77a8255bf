import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListedTag, type ListSagaOptions, type UserName } from '../resource-list';

/** A dashboard as `GET /api/v1/dashboard/` lists it (the columns the page uses). */
export interface DashboardListRow {
  id: number;
  dashboard_title: string;
  slug: string | null;
  published: boolean;
  owners: (UserName & { id: number })[];
  changed_by_name: string;
  changed_on_delta_humanized: string;
  tags?: ListedTag[];
}

export const dashboardListResource: ListSagaOptions<DashboardListRow> = {
  resource: 'dashboard',
  fetchPage: (config) => fetchListPage<DashboardListRow>('dashboard', config),
  deleteRows: (rows) => bulkDelete('dashboard', rows.map((row) => row.id)),
  rowName: (row) => row.dashboard_title,
  favorites: true,
  info: true,
  label: () => t('dashboard'),
};

/** Dashboards open by slug when they have one, as Superset's links do. */
export function dashboardUrl(dashboard: Pick<DashboardListRow, 'id' | 'slug'>): string {
  return `/superset/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.id))}/`;
}
