import { apiClient, encodeRison } from '../../../../api';

/** One item of `GET /api/v1/time_range/`: ISO datetimes without timezone, empty for an open side. */
export interface ResolvedTimeRange {
  since: string;
  until: string;
  timeRange: string;
}

/** The bounds the server resolves `timeRange` to right now; rejects with the server's message when it cannot read it. */
export async function resolveTimeRange(timeRange: string, signal?: AbortSignal): Promise<ResolvedTimeRange> {
  const { result } = await apiClient.get<{ result: ResolvedTimeRange[] }>('/api/v1/time_range/', {
    signal,
    query: { q: encodeRison(timeRange) },
  });
  return result[0];
}
