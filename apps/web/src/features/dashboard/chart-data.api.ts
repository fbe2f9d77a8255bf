import type { ChartDataResponseResult, QueryContext } from '@tessera/viz';
import { ApiError, apiClient, cancellable } from '../../api';
import { t } from '../../i18n';

/** Polling delay of the async event transport (spec part 1 §9). */
export const ASYNC_POLL_DELAY_MS = 500;

interface AsyncJob {
  job_id: string;
  status: string;
}

interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'pending' | 'running' | 'done' | 'error';
  result_url: string | null;
  errors?: { message?: string; error_type?: string | null }[];
}

function isAsyncJob(body: unknown): body is AsyncJob {
  return typeof body === 'object' && body !== null && typeof (body as AsyncJob).job_id === 'string';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Waits for the job's event on the caller's channel, then fetches its result. */
async function awaitAsyncResult(job: AsyncJob, signal: AbortSignal): Promise<ChartDataResponseResult[]> {
  let lastId: string | null = null;
  for (;;) {
    const { result: events }: { result: AsyncEvent[] } = await apiClient.get<{ result: AsyncEvent[] }>('/api/v1/async_event/', { query: { last_id: lastId ?? '' }, signal });
    for (const event of events) {
      lastId = event.id;
      if (event.job_id !== job.job_id) continue;
      if (event.status === 'error') {
        const first = event.errors?.[0];
        throw new ApiError({ message: first?.message ?? t('An error occurred'), errorType: first?.error_type ?? undefined, errors: [] });
      }
      if (event.status === 'done' && event.result_url) {
        return (await apiClient.get<{ result: ChartDataResponseResult[] }>(event.result_url, { signal })).result;
      }
    }
    if (events.length === 0) await sleep(ASYNC_POLL_DELAY_MS, signal);
  }
}

/**
 * `POST /api/v1/chart/data` for a chart of a dashboard. A 200 is the result; a 202 is an async
 * job whose result arrives later. Cancelling the calling saga aborts the request.
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
    if (isAsyncJob(body)) return awaitAsyncResult(body, signal);
    return body.result;
  });
}
