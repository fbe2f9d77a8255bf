import { apiClient, cancellable } from '../../../api';
import type { DataMaskEntry } from '../model/permalink-state';

/** A dashboard's applied filters and cross-filters in Superset's data mask shape, by filter or chart id. */
export type DataMask = Record<string, DataMaskEntry>;

const filterStatePath = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filter_state`;

/** Stores the data mask (as a JSON text, the way Superset stores it) and answers the key to it. */
export async function createFilterState(dashboardId: number, dataMask: DataMask): Promise<string> {
  const { key } = await apiClient.post<{ key: string }>(filterStatePath(dashboardId), { value: JSON.stringify(dataMask) });
  return key;
}

/** Replaces the data mask under a key; the server may answer another key (one it made for this user). */
export async function updateFilterState(dashboardId: number, key: string, dataMask: DataMask): Promise<string> {
  const answer = await apiClient.put<{ key?: string }>(`${filterStatePath(dashboardId)}/${encodeURIComponent(key)}`, {
    value: JSON.stringify(dataMask),
  });
  return answer.key ?? key;
}

/** The data mask stored under a key; an empty mask when the stored text is not an object. */
export function fetchFilterState(dashboardId: number, key: string): Promise<DataMask> {
  return cancellable(async (signal) => {
    const { value } = await apiClient.get<{ value: string }>(`${filterStatePath(dashboardId)}/${encodeURIComponent(key)}`, { signal });
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as DataMask) : {};
  });
}
