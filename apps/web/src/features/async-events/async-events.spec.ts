import { CANCEL } from 'redux-saga';
import type { QueryContext } from '@tessera/viz';
import { ApiError } from '../../api';
import { fetchChartData } from '../dashboard/chart-data.api';
import { fakeApi, type FakeCall, type FakeRoute } from '../resource-list/testing/fake-api';
import { LAST_EVENT_ID_KEY, WS_CONNECT_MAX_RETRIES, WS_CONNECT_RETRY_DELAY_MS } from './async-event-client';
import { configureAsyncEvents, resetAsyncEventClient, waitForAsyncJob } from './async-events.instance';

type Listener = (event: { data?: unknown }) => void;

/** Stands in for the browser WebSocket: tests open, message and close it by hand. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  private readonly listeners = new Map<string, Listener[]>();
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: 'open' | 'close' | 'error'): void;
  emit(type: 'message', data: unknown): void;
  emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(type === 'message' ? { data: JSON.stringify(data) } : {});
  }

  static latest(): FakeWebSocket {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
  }
}

const context = { datasource: { id: 7, type: 'table' }, queries: [{ metrics: ['count'] }] } as unknown as QueryContext;
const result = [{ data: [{ count: 42 }], colnames: ['count'], rowcount: 1 }];
const job = (jobId: string) => ({ channel_id: 'c1', job_id: jobId, user_id: '1', status: 'pending', errors: [], result_url: null });
const done = (id: string, jobId: string) => ({
  id,
  job_id: jobId,
  channel_id: 'c1',
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/qc-${jobId}`,
});

/** Routes of one async chart query: the 202, the result behind the event, and the polling endpoint. */
function asyncRoutes(jobId: string, events: (lastId: string) => unknown[] = () => []): FakeRoute[] {
  return [
    { method: 'POST', url: /^\/api\/v1\/chart\/data/, status: 202, body: job(jobId) },
    { method: 'GET', url: new RegExp(`^/api/v1/chart/data/qc-${jobId}$`), body: { result } },
    {
      method: 'GET',
      url: /^\/api\/v1\/async_event\//,
      body: (call: FakeCall) => ({ result: events(new URL(call.url, 'http://x').searchParams.get('last_id') ?? '') }),
    },
  ];
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  FakeWebSocket.instances = [];
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  window.localStorage.clear();
  resetAsyncEventClient();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('async events over the websocket', () => {
  beforeEach(() => configureAsyncEvents({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws', GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws' }));

  it('202 → websocket event → the result fetched from the result url', async () => {
    const api = fakeApi(asyncRoutes('job-1'));
    const pending = fetchChartData(context, { sliceId: 3 });
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest().url).toBe(`ws://${window.location.host}/ws`);
    FakeWebSocket.latest().emit('open');
    FakeWebSocket.latest().emit('message', done('1700000000000-0', 'job-1'));
    await expect(pending).resolves.toEqual(result);
    expect(api.callsTo('GET', /qc-job-1/)).toHaveLength(1);
    // The catch-up read of a first socket (one page, empty here), no polling.
    expect(api.callsTo('GET', /async_event/)).toHaveLength(1);
  });

  it('picks up a job that finished before the first socket attached, with one read of the events', async () => {
    const api = fakeApi(asyncRoutes('early', (lastId) => (lastId === '' ? [done('1700000000001-0', 'early')] : [])));
    const pending = fetchChartData(context, { sliceId: 3 });
    await flush();
    FakeWebSocket.latest().emit('open');
    await expect(pending).resolves.toEqual(result);
    // The page with the event, then the empty page after it.
    expect(api.callsTo('GET', /async_event/).map((call) => call.url)).toEqual([
      '/api/v1/async_event/?last_id=',
      '/api/v1/async_event/?last_id=1700000000001-0',
    ]);
  });

  it('gives an event to a waiter that registers just after it arrived', async () => {
    const api = fakeApi(asyncRoutes('late'));
    const first = waitForAsyncJob(job('first'));
    first.catch(() => undefined);
    await flush();
    FakeWebSocket.latest().emit('message', done('1-0', 'late'));
    await jest.advanceTimersByTimeAsync(250);
    const late = waitForAsyncJob(job('late'));
    await jest.advanceTimersByTimeAsync(400);
    await expect(late).resolves.toEqual(result);
    expect(api.callsTo('GET', /qc-late/)).toHaveLength(1);
  });

  it('drops an event nobody waits for after six retries', async () => {
    const api = fakeApi(asyncRoutes('orphan'));
    const first = waitForAsyncJob(job('first'));
    first.catch(() => undefined);
    await flush();
    FakeWebSocket.latest().emit('message', done('1-0', 'orphan'));
    await jest.advanceTimersByTimeAsync(100 + 200 + 300 + 400 + 500 + 600 + 10);
    const tooLate = waitForAsyncJob(job('orphan'));
    tooLate.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.callsTo('GET', /qc-orphan/)).toHaveLength(0);
  });

  it(`falls back to polling after ${WS_CONNECT_MAX_RETRIES} failed reconnects, ${WS_CONNECT_RETRY_DELAY_MS} ms apart`, async () => {
    let polls = 0;
    const api = fakeApi(
      asyncRoutes('job-2', () => {
        polls += 1;
        return polls === 1 ? [done('2-0', 'job-2')] : [];
      }),
    );
    const pending = fetchChartData(context, {});
    await flush();
    FakeWebSocket.latest().emit('close');
    for (let retry = 1; retry <= WS_CONNECT_MAX_RETRIES; retry += 1) {
      await jest.advanceTimersByTimeAsync(WS_CONNECT_RETRY_DELAY_MS - 1);
      expect(FakeWebSocket.instances).toHaveLength(retry);
      await jest.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances).toHaveLength(retry + 1);
      expect(api.callsTo('GET', /async_event/)).toHaveLength(0);
      FakeWebSocket.latest().emit('error');
      FakeWebSocket.latest().emit('close');
    }
    await flush();
    expect(api.callsTo('GET', /async_event/)).toHaveLength(1);
    await expect(pending).resolves.toEqual(result);
    await jest.advanceTimersByTimeAsync(5000);
    expect(FakeWebSocket.instances).toHaveLength(WS_CONNECT_MAX_RETRIES + 1);
  });

  it('counts reconnects afresh after a socket opened', async () => {
    const api = fakeApi(asyncRoutes('job-3'));
    const pending = waitForAsyncJob(job('job-3'));
    await flush();
    for (let round = 0; round < 3; round += 1) {
      for (let retry = 0; retry < WS_CONNECT_MAX_RETRIES - 1; retry += 1) {
        FakeWebSocket.latest().emit('close');
        await jest.advanceTimersByTimeAsync(WS_CONNECT_RETRY_DELAY_MS);
      }
      FakeWebSocket.latest().emit('open');
    }
    expect(FakeWebSocket.instances).toHaveLength(1 + 3 * (WS_CONNECT_MAX_RETRIES - 1));
    // A catch-up read per socket that opened without a last id, and no fallback to polling.
    expect(api.callsTo('GET', /async_event/)).toHaveLength(3);
    FakeWebSocket.latest().emit('message', done('3-0', 'job-3'));
    await expect(pending).resolves.toEqual(result);
  });

  it('rejects with the message of an error event', async () => {
    fakeApi(asyncRoutes('job-4'));
    const pending = fetchChartData(context, {});
    await flush();
    FakeWebSocket.latest().emit('message', { id: '4-0', job_id: 'job-4', status: 'running', errors: [], result_url: null });
    FakeWebSocket.latest().emit('message', {
      id: '4-1',
      job_id: 'job-4',
      status: 'error',
      errors: [{ message: 'Query timed out', error_type: 'GENERIC_DB_ENGINE_ERROR' }],
      result_url: null,
    });
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toMatchObject({ message: 'Query timed out', errorType: 'GENERIC_DB_ENGINE_ERROR' });
  });

  it('unregisters an aborted waiter: it ends aborted and its later event fetches nothing', async () => {
    const api = fakeApi(asyncRoutes('job-5'));
    const pending = waitForAsyncJob(job('job-5'));
    await flush();
    (pending as unknown as Record<typeof CANCEL, () => void>)[CANCEL]();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    FakeWebSocket.latest().emit('message', done('5-0', 'job-5'));
    await jest.advanceTimersByTimeAsync(3000);
    expect(api.callsTo('GET', /qc-job-5/)).toHaveLength(0);
  });

  it('keeps the last event id in local storage and resumes the socket from it', async () => {
    fakeApi(asyncRoutes('job-6'));
    const pending = waitForAsyncJob(job('job-6'));
    await flush();
    FakeWebSocket.latest().emit('message', done('1700000000006-3', 'job-6'));
    await pending;
    expect(window.localStorage.getItem(LAST_EVENT_ID_KEY)).toBe('1700000000006-3');
    resetAsyncEventClient();
    const next = waitForAsyncJob(job('job-7'));
    next.catch(() => undefined);
    await flush();
    expect(FakeWebSocket.latest().url).toBe(`ws://${window.location.host}/ws?last_id=1700000000006-3`);
  });
});

describe('async events by polling', () => {
  beforeEach(() => configureAsyncEvents({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling', GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500 }));

  it('polls every 500 ms from the last event id until its event comes, then stops', async () => {
    window.localStorage.setItem(LAST_EVENT_ID_KEY, '10-0');
    const answers: Record<string, unknown[]> = { '10-0': [done('11-0', 'other')], '11-0': [], '11-0+': [done('12-0', 'job-8')] };
    let asked = 0;
    const api = fakeApi(
      asyncRoutes('job-8', (lastId) => {
        asked += 1;
        return lastId === '11-0' && asked >= 3 ? answers['11-0+'] : (answers[lastId] ?? []);
      }),
    );
    const pending = fetchChartData(context, {});
    await flush();
    expect(api.callsTo('GET', /async_event/).map((call) => call.url)).toEqual(['/api/v1/async_event/?last_id=10-0']);
    await jest.advanceTimersByTimeAsync(499);
    expect(api.callsTo('GET', /async_event/)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual(result);
    expect(api.callsTo('GET', /async_event/).map((call) => call.url)).toEqual([
      '/api/v1/async_event/?last_id=10-0',
      '/api/v1/async_event/?last_id=11-0',
      '/api/v1/async_event/?last_id=11-0',
    ]);
    expect(window.localStorage.getItem(LAST_EVENT_ID_KEY)).toBe('12-0');
    await jest.advanceTimersByTimeAsync(2000);
    expect(api.callsTo('GET', /async_event/)).toHaveLength(3);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('serves several waiting jobs from one polling loop', async () => {
    const api = fakeApi([
      ...asyncRoutes('a', () => [done('1-0', 'a'), done('1-1', 'b')]),
      { method: 'GET', url: /^\/api\/v1\/chart\/data\/qc-b$/, body: { result } },
    ]);
    const [a, b] = [waitForAsyncJob(job('a')), waitForAsyncJob(job('b'))];
    await flush();
    await expect(Promise.all([a, b])).resolves.toEqual([result, result]);
    expect(api.callsTo('GET', /async_event/)).toHaveLength(1);
  });
});
