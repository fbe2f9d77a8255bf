import type { EmbeddedDashboardView } from '@tessera/contracts/web';
import { apiClient } from '../../api';

/** The dashboard an embedding shows: `GET /api/v1/embedded_dashboard/{uuid}` (as the guest). */
export async function fetchEmbeddedDashboardId(uuid: string): Promise<string> {
  const { result } = await apiClient.get<{ result: Pick<EmbeddedDashboardView, 'uuid' | 'dashboard_id' | 'allowed_domains'> }>(
    `/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`,
  );
  return String(result.dashboard_id);
}
