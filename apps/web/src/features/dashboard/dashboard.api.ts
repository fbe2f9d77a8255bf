import type { DashboardChartView, DashboardView } from '@tessera/contracts/web';
import { apiClient, cancellable, encodeRison } from '../../api';
import type { DashboardCopyBody, DashboardSaveBody } from './dashboard-save';
import type { DashboardChart, DashboardInfo } from './dashboard.types';

function parseMetadata(json: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The dashboard, and its layout as the raw `position_json`. */
export function fetchDashboard(idOrSlug: string): Promise<{ dashboard: DashboardInfo; positionJson: string | null }> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{ result: DashboardView }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`, { signal });
    return {
      dashboard: {
        id: result.id,
        slug: result.slug,
        title: result.dashboard_title,
        published: result.published,
        css: result.css ?? '',
        owners: result.owners ?? [],
        changedByName: result.changed_by_name ?? '',
        changedOn: result.changed_on ?? '',
        certifiedBy: result.certified_by,
        certificationDetails: result.certification_details,
        metadata: parseMetadata(result.json_metadata),
        ...(result.roles ? { roles: result.roles } : {}),
      },
      positionJson: result.position_json,
    };
  });
}

export function fetchDashboardCharts(idOrSlug: string): Promise<DashboardChart[]> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{ result: DashboardChartView[] }>(`/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/charts`, {
      signal,
    });
    return result.map((chart) => ({
      id: chart.id,
      sliceName: chart.slice_name,
      vizType: chart.viz_type,
      datasourceId: chart.datasource_id,
      datasourceType: chart.datasource_type,
      formData: chart.form_data ?? {},
      description: chart.description,
    }));
  });
}

/** Whether the user starred the dashboard (`favorite_status` reads `result[0].value`). */
export function fetchFavoriteStatus(id: number): Promise<boolean> {
  return cancellable(async (signal) => {
    const { result } = await apiClient.get<{ result: { id: number; value: boolean }[] }>('/api/v1/dashboard/favorite_status/', {
      query: { q: encodeRison([id]) },
      signal,
    });
    return result[0]?.value === true;
  });
}

export function saveFavorite(id: number, starred: boolean): Promise<void> {
  const path = `/api/v1/dashboard/${id}/favorites/`;
  return (starred ? apiClient.post<void>(path) : apiClient.delete<void>(path)).then(() => undefined);
}

/** Publishes or hides the dashboard (`PUT` with `{published}` alone). */
export function savePublished(id: number, published: boolean): Promise<void> {
  return apiClient.put<void>(`/api/v1/dashboard/${id}`, { published }).then(() => undefined);
}

/** Saves the dashboard with a full save body. */
export function saveDashboard(id: number, body: DashboardSaveBody): Promise<void> {
  return apiClient.put<void>(`/api/v1/dashboard/${id}`, body).then(() => undefined);
}

/** Saves a copy of the dashboard (optionally with copies of its charts); answers the new dashboard's id. */
export async function copyDashboard(id: number, body: DashboardCopyBody): Promise<number> {
  const { result } = await apiClient.post<{ result: { id: number } }>(`/api/v1/dashboard/${id}/copy/`, body);
  return result.id;
}
