import { UNTITLED_DASHBOARD_TITLE, type DashboardListRow as DashboardListing } from '@tessera/contracts/web';
import { apiClient } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListSagaOptions } from '../resource-list';

/** A dashboard as `GET /api/v1/dashboard/` lists it: the columns the page uses (the list may ask for fewer). */
export type DashboardListRow = Pick<
  DashboardListing,
  'id' | 'dashboard_title' | 'slug' | 'published' | 'owners' | 'changed_by_name' | 'changed_on_delta_humanized'
> &
  Partial<Pick<DashboardListing, 'certified_by' | 'certification_details' | 'tags' | 'thumbnail_url'>>;

export const dashboardListResource: ListSagaOptions<DashboardListRow> = {
  resource: 'dashboard',
  fetchPage: (config) => fetchListPage<DashboardListRow>('dashboard', config),
  deleteRows: (rows) =>
    bulkDelete(
      'dashboard',
      rows.map((row) => row.id),
    ),
  rowName: (row) => row.dashboard_title,
  favorites: true,
  info: true,
  label: () => t('dashboard'),
  fetchFailed: (message) => t('An error occurred while fetching dashboards: %s', message),
};

/** Dashboards open by slug when they have one, as Superset's links do. */
export function dashboardUrl(dashboard: Pick<DashboardListRow, 'id' | 'slug'>): string {
  return `/superset/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.id))}/`;
}

/** `PUT /api/v1/dashboard/<id>` with the new status, as the Published/Draft badge toggles it. */
export async function savePublished(id: number, published: boolean): Promise<void> {
  await apiClient.put<unknown>(`/api/v1/dashboard/${id}`, { published });
}

/** `POST /api/v1/dashboard/`: an empty draft owned by the caller; answers its id. */
export async function createEmptyDashboard(ownerId: number | undefined): Promise<number> {
  const body = await apiClient.post<{ id: number }>('/api/v1/dashboard/', {
    dashboard_title: UNTITLED_DASHBOARD_TITLE,
    ...(ownerId === undefined ? {} : { owners: [ownerId] }),
  });
  return body.id;
}
