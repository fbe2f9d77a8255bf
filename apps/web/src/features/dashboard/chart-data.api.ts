import type { ChartDataResponseResult, QueryContext } from '@tessera/viz';
import { apiClient, cancellable } from '../../api';
import { awaitAsyncJob, isAsyncJob, type AsyncJob } from '../async-events';

/**
 * `POST /api/v1/chart/data` for a chart of a dashboard. A 200 is the result; a 202 is an async
 * job whose result arrives through the page's async event client. Cancelling the calling saga aborts the request.
 */
export function fetchChartData(context: QueryContext, params: { sliceId?: number; dashboardId?: number; force?: boolean }): Promise<ChartDataResponseResult[]> {
  return cancellable(async (signal) => {
    const body = await apiClient.post<{ result: ChartDataResponseResult[] } | AsyncJob>('/api/v1/chart/data', context, {
      query: {
        form_data: params.sliceId ? JSON.stringify({ slice_id: params.sliceId }) : undefined,
        dashboard_id: params.dashboardId,
        force: params.force ? 'true' : undefined,
      },
      signal,
    });
    if (isAsyncJob(body)) return awaitAsyncJob(body, signal);
    return body.result;
  });
}
