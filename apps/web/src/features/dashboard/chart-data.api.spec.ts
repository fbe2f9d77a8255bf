import type { QueryContext } from '@tessera/viz';
import { apiClient } from '../../api';
import type { ChannelSocket } from './chart-data-channel';
import {
  chartQueryConcurrency,
  disableChartDataChannel,
  enableChartDataChannel,
  fetchChartData,
  HTTP_CONCURRENT_CHART_QUERIES,
  SOCKET_CONCURRENT_CHART_QUERIES,
} from './chart-data.api';

const context: QueryContext = {
  datasource: { id: 7, type: 'table' },
  force: false,
  queries: [{ metrics: ['count'] }],
  form_data: { datasource: '7__table', viz_type: 'big_number_total' },
  result_format: 'json',
  result_type: 'full',
};
const result = [{ colnames: ['count'], coltypes: [0], data: [{ count: 3 }], rowcount: 1 }];

/** Answers each request from `answer(url)`; the api client reads only these parts of a Response. */
function serve(answer: (url: string, init: RequestInit) => { status: number; body: unknown }) {
  const urls: string[] = [];
  apiClient.configure({
    fetch: async (url, init) => {
      urls.push(url);
      if (url.startsWith('/api/v1/security/csrf_token/')) return respond(200, { result: 'token' });
      const { status, body } = answer(url, init);
      return respond(status, body);
    },
  });
  apiClient.resetCsrfToken();
  return urls;
}

function respond(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    type: 'basic',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}

describe('fetchChartData', () => {
  it('returns the result of a synchronous answer and posts the query context', async () => {
    let posted: unknown;
    serve((_url, init) => {
      posted = JSON.parse(String(init.body));
      return { status: 200, body: { result } };
    });
    await expect(fetchChartData(context, { sliceId: 4, dashboardId: 10 })).resolves.toEqual(result);
    expect(posted).toEqual(context);
  });

  it('waits for the async job event on a 202 and then reads the result URL', async () => {
    let polls = 0;
    const urls = serve((url) => {
      if (url === '/api/v1/chart/data')
        return { status: 202, body: { job_id: 'job-2', status: 'pending', channel_id: 'c', result_url: null } };
      if (url.startsWith('/api/v1/async_event/')) {
        polls += 1;
        const events = [
          { id: '1-0', job_id: 'job-1', status: 'done', result_url: '/api/v1/chart/data/qc-other' },
          { id: '2-0', job_id: 'job-2', status: 'done', result_url: '/api/v1/chart/data/qc-mine1234' },
        ];
        return { status: 200, body: { result: polls === 1 ? [] : events } };
      }
      if (url === '/api/v1/chart/data/qc-mine1234') return { status: 200, body: { result } };
      return { status: 404, body: { message: 'Not found' } };
    });
    await expect(fetchChartData(context, {})).resolves.toEqual(result);
    expect(urls.filter((url) => url.startsWith('/api/v1/async_event/'))).toHaveLength(2);
    expect(urls).not.toContain('/api/v1/chart/data/qc-other');
  });

  it('fails with the message of an async job error event', async () => {
    serve((url) => {
      if (url.startsWith('/api/v1/chart/data')) return { status: 202, body: { job_id: 'job-3', status: 'pending' } };
      return {
        status: 200,
        body: {
          result: [
            {
              id: '3-0',
              job_id: 'job-3',
              status: 'error',
              result_url: null,
              errors: [{ message: 'relation "x" does not exist', error_type: 'GENERIC_DB_ENGINE_ERROR' }],
            },
          ],
        },
      };
    });
    await expect(fetchChartData(context, {})).rejects.toThrow('relation "x" does not exist');
  });

  describe('on the shared chart-data socket', () => {
    afterEach(() => disableChartDataChannel());

    /** A socket that opens at once and answers every query frame with `reply`. */
    function answeringSocket(reply: (frame: { id: string }) => { status: number; body: unknown } | null) {
      const frames: Array<{ type: string; id: string }> = [];
      enableChartDataChannel({
        openSocket: () => {
          const listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
          const emit = (type: string, data?: unknown) => listeners.get(type)?.forEach((listener) => listener({ data }));
          const socket: ChannelSocket = {
            readyState: 0,
            send: (data) => {
              const frame = JSON.parse(data) as { type: string; id: string };
              frames.push(frame);
              const answer = frame.type === 'query' ? reply(frame) : null;
              if (answer) setTimeout(() => emit('message', JSON.stringify({ type: 'reply', id: frame.id, ...answer })));
            },
            close: () => emit('close'),
            addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
          };
          setTimeout(() => {
            (socket as { readyState: number }).readyState = 1;
            emit('open');
          });
          return socket;
        },
      });
      return frames;
    }

    it('sends the query as a socket frame, not an HTTP request, and allows many at once', async () => {
      const urls = serve(() => ({ status: 500, body: { message: 'not over HTTP' } }));
      const frames = answeringSocket(() => ({ status: 200, body: { result } }));
      expect(chartQueryConcurrency()).toBe(SOCKET_CONCURRENT_CHART_QUERIES);
      await expect(fetchChartData(context, { sliceId: 4 })).resolves.toEqual(result);
      expect(frames).toEqual([expect.objectContaining({ type: 'query', query_context: context })]);
      expect(urls).toEqual([]);
    });

    it('falls back to HTTP when the socket cannot open, and then runs few at once', async () => {
      const urls = serve(() => ({ status: 200, body: { result } }));
      enableChartDataChannel({
        openSocket: () => {
          throw new Error('blocked by a proxy');
        },
      });
      await expect(fetchChartData(context, { sliceId: 4 })).resolves.toEqual(result);
      expect(urls.filter((url) => url.startsWith('/api/v1/chart/data'))).toEqual(['/api/v1/chart/data?form_data=%7B%22slice_id%22:4%7D']);
      expect(chartQueryConcurrency()).toBe(HTTP_CONCURRENT_CHART_QUERIES);
    });
  });
});
