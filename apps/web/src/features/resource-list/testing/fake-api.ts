import { apiClient } from '../../../api';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeRoute {
  method: string;
  /** Matched against the path and query of the request. */
  url: RegExp;
  status?: number;
  body: unknown | ((call: FakeCall) => unknown);
}

/**
 * Points the app's api client at a route table for one test: list pages run their real sagas and
 * api modules, only the network is replaced. Unmatched calls answer 404 so a missing route shows.
 */
export function fakeApi(routes: FakeRoute[]) {
  const calls: FakeCall[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const call: FakeCall = { method, url: decodeURIComponent(url), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    if (url.startsWith('/api/v1/security/csrf_token/')) return json(200, { result: 'token' });
    const route = routes.find((candidate) => candidate.method === method && candidate.url.test(call.url));
    if (!route) return json(404, { message: 'Not found' });
    return json(route.status ?? 200, typeof route.body === 'function' ? (route.body as (call: FakeCall) => unknown)(call) : route.body);
  };
  apiClient.configure({ fetch });
  apiClient.resetCsrfToken();
  return { calls, callsTo: (method: string, url: RegExp) => calls.filter((call) => call.method === method && url.test(call.url)) };
}

/** The part of a fetch Response the api client reads (jsdom has no Response). */
function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    type: 'basic',
    bodyUsed: false,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    clone: () => response,
  };
  return response as unknown as Response;
}
