import { apiClient } from '../../api';

interface EmbeddedDashboardResponse {
  result: { uuid: string; dashboard_id: string; allowed_domains: string[] };
}

/** The dashboard an embedding shows: `GET /api/v1/embedded_dashboard/{uuid}` (as the guest). */
export async function fetchEmbeddedDashboardId(uuid: string): Promise<string> {
  const { result } = await apiClient.get<EmbeddedDashboardResponse>(`/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`);
  return String(result.dashboard_id);
}
