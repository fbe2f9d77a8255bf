import { apiClient } from '../../../api';

/** Saves the dashboard's `json_metadata` alone (`PUT /api/v1/dashboard/{id}` with just that field, as Superset does for its settings). */
export function saveDashboardMetadata(dashboardId: number, metadata: Record<string, unknown>): Promise<void> {
  return apiClient.put<void>(`/api/v1/dashboard/${dashboardId}`, { json_metadata: JSON.stringify(metadata) }).then(() => undefined);
}
