import { apiClient } from '../../api';
import { t } from '../../i18n';
import { bulkDelete, fetchListPage, type ListedTag, type ListSagaOptions, type UserName } from '../resource-list';

/** A dashboard as `GET /api/v1/dashboard/` lists it (the columns the page uses). */
export interface DashboardListRow {
  id: number;
  dashboard_title: string;
  slug: string | null;
  published: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
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

/** Superset's title of a dashboard made from the list's '+ Dashboard' button. */
export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

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
