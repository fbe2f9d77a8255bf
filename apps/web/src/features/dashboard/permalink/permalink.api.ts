import { apiClient, cancellable } from '../../../api';
import type { PermalinkState } from '../model/permalink-state';

/** A stored permalink: the dashboard and the state to open it in. */
export interface DashboardPermalink {
  dashboardId: string;
  state: Partial<PermalinkState>;
}

/** Stores the state and answers the link to it. */
export async function createDashboardPermalink(dashboardId: number, state: PermalinkState): Promise<string> {
  const { url } = await apiClient.post<{ key: string; url: string }>(`/api/v1/dashboard/${dashboardId}/permalink`, state);
  return url;
}

export function fetchDashboardPermalink(key: string): Promise<DashboardPermalink> {
  return cancellable((signal) => apiClient.get<DashboardPermalink>(`/api/v1/dashboard/permalink/${encodeURIComponent(key)}`, { signal }));
}
