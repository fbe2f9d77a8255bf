import type { Page, Request, WebSocket } from 'playwright-core';

export interface ChartQueryFilter {
  col: unknown;
  op: string;
  val?: unknown;
}

/** One chart query the page sent, on the dashboard's chart-data socket or over HTTP. */
export interface ChartQuery {
  transport: 'socket' | 'http';
  /** The chart it was for; filter value look-ups carry none. */
  sliceId: number | null;
  queries: { filters?: ChartQueryFilter[]; time_range?: string }[];
  sentAt: number;
}

/** What the page sent and got back on its chart-data socket. */
export interface ChartQueryLog {
  queries: ChartQuery[];
  /** Times the socket's answers arrived. */
  repliesAt: number[];
  /** HTTP chart-data requests of charts (with a slice id): a dashboard sends none while its socket works. */
  httpChartQueries(): ChartQuery[];
}

interface QueryContextBody {
  queries: ChartQuery['queries'];
  form_data?: { slice_id?: number };
}

function sliceIdOf(body: QueryContextBody, fromUrl: string | null): number | null {
  const fromUrlId = fromUrl ? Number((JSON.parse(fromUrl) as { slice_id?: number }).slice_id) : NaN;
  if (Number.isInteger(fromUrlId)) return fromUrlId;
  const fromBody = Number(body.form_data?.slice_id);
  return Number.isInteger(fromBody) ? fromBody : null;
}

/** Records the chart queries of `page` from now on, whichever way they travel; start it before the page opens its chart-data socket. */
export function recordChartQueries(page: Page): ChartQueryLog {
  const log: ChartQueryLog = {
    queries: [],
    repliesAt: [],
    httpChartQueries: () => log.queries.filter((query) => query.transport === 'http' && query.sliceId !== null),
  };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || url.pathname !== '/api/v1/chart/data') return;
    const body = request.postDataJSON() as QueryContextBody;
    log.queries.push({
      transport: 'http',
      sliceId: sliceIdOf(body, url.searchParams.get('form_data')),
      queries: body.queries,
      sentAt: Date.now(),
    });
  });
  page.on('websocket', (socket: WebSocket) => {
    if (!new URL(socket.url()).pathname.endsWith('/ws/chart-data')) return;
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as { type: string; query_context?: QueryContextBody };
      if (frame.type !== 'query' || !frame.query_context) return;
      log.queries.push({
        transport: 'socket',
        sliceId: sliceIdOf(frame.query_context, null),
        queries: frame.query_context.queries,
        sentAt: Date.now(),
      });
    });
    socket.on('framereceived', () => log.repliesAt.push(Date.now()));
  });
  return log;
}

/** Whether `query` filters `column` on exactly `value`. */
export function filtersOn(query: ChartQuery, column: string, value: unknown): boolean {
  return query.queries.some((part) =>
    (part.filters ?? []).some(
      (filter) => filter.col === column && filter.op === 'IN' && JSON.stringify(filter.val) === JSON.stringify([value]),
    ),
  );
}

/** Polls `read` until it equals `expected` (or the time is up), then asserts on its last value. */
export async function eventually<T>(read: () => T, expected: T, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && JSON.stringify(read()) !== JSON.stringify(expected))
    await new Promise((resolve) => setTimeout(resolve, 250));
  expect(read()).toEqual(expected);
}
