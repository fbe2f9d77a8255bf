import { CHART_DATA_SOCKET_PATH } from '@tessera/contracts/web';
import type { ChartDataResponseResult, QueryContext } from '@tessera/viz';
import { apiClient, cancellable, explainChartDataFailure } from '../../api';
import { absoluteSocketUrl, awaitAsyncJob, isAsyncJob, type AsyncJob } from '../async-events';
import { ChannelUnavailableError, ChartDataChannel, type ChartDataChannelOptions } from './chart-data-channel';

let channel: ChartDataChannel | null = null;

/** Opens dashboard chart queries to the page's chart-data socket (at app start; unit tests keep plain HTTP unless they hand in a socket). */
export function enableChartDataChannel(options: Partial<ChartDataChannelOptions> = {}): void {
  channel ??= new ChartDataChannel({
    url: absoluteSocketUrl(CHART_DATA_SOCKET_PATH),
    openSocket: (url) => new WebSocket(url),
    guestToken: () => apiClient.currentGuestToken,
    ...options,
  });
}

/** Back to plain HTTP (tests); the socket is closed. */
export function disableChartDataChannel(): void {
  channel?.close();
  channel = null;
}

/** The page's chart-data socket (connected on the first query), or `null` when not enabled. */
export function chartDataChannel(): ChartDataChannel | null {
  return channel;
}

/** Opens the page's chart-data socket ahead of a dashboard's first query (once signed in: the handshake carries the session). */
export function openChartDataChannel(): void {
  channel?.open();
}

/** Chart queries a dashboard may have running: many on the shared socket, few when each needs its own HTTP connection. */
export const SOCKET_CONCURRENT_CHART_QUERIES = 48;
export const HTTP_CONCURRENT_CHART_QUERIES = 4;

export function chartQueryConcurrency(): number {
  return chartDataChannel()?.usable ? SOCKET_CONCURRENT_CHART_QUERIES : HTTP_CONCURRENT_CHART_QUERIES;
}

/** `POST /api/v1/chart/data` over HTTP: a 200 is the result; a 202 is an async job answered through the page's event client. */
async function fetchOverHttp(
  context: QueryContext,
  params: { sliceId?: number; dashboardId?: number; force?: boolean },
  signal: AbortSignal,
): Promise<ChartDataResponseResult[]> {
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
}

/**
 * A dashboard chart's query: on the page's chart-data socket when it is available, else (or when
 * the socket drops) over HTTP. Cancelling the calling saga cancels the query on the server.
 */
export function fetchChartData(
  context: QueryContext,
  params: { sliceId?: number; dashboardId?: number; force?: boolean },
): Promise<ChartDataResponseResult[]> {
  return cancellable(async (signal) => {
    const socket = chartDataChannel();
    try {
      if (socket?.usable) {
        try {
          return await socket.query(context, signal);
        } catch (error) {
          if (!(error instanceof ChannelUnavailableError)) throw error;
        }
      }
      return await fetchOverHttp(context, params, signal);
    } catch (error) {
      throw explainChartDataFailure(error);
    }
  });
}
