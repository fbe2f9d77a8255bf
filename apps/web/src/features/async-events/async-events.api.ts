import type { ChartDataResponseResult } from '@tessera/viz';
import { apiClient } from '../../api';
import type { AsyncEvent } from './async-event.types';

/** `GET /api/v1/async_event/?last_id=`: the events of this session's channel after `lastId`. */
export async function fetchAsyncEvents(lastId: string | null): Promise<AsyncEvent[]> {
  return (await apiClient.get<{ result: AsyncEvent[] }>('/api/v1/async_event/', { query: { last_id: lastId ?? '' } })).result;
}

/** The finished job's results, from its event's `result_url`. */
export async function fetchAsyncResult(resultUrl: string, signal: AbortSignal): Promise<ChartDataResponseResult[]> {
  return (await apiClient.get<{ result: ChartDataResponseResult[] }>(resultUrl, { signal })).result;
}
