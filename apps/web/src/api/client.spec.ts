/** @jest-environment node */
import { SupersetErrorType } from '@tessera/contracts/web';
import { ApiError, type ClientError } from './api-error';
import { ApiClient, CSRF_HEADER, CSRF_TOKEN_PATH, GUEST_TOKEN_HEADER } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const csrfRejected = () =>
  json(400, {
    errors: [{ message: '400 Bad Request: The CSRF tokens do not match.', error_type: 'GENERIC_BACKEND_ERROR', level: 'error' }],
  });

/** A fake server: hands out CSRF tokens `token-1`, `token-2` … and delegates the rest to `handle`. */
function setUp(handle: Handler, settings: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  let tokens = 0;
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === CSRF_TOKEN_PATH) return json(200, { result: `token-${++tokens}` });
    return handle(url, init);
  });
  const onUnauthorized = jest.fn();
  const client = new ApiClient({ fetch, onUnauthorized, ...settings });
  const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];
  const tokenFetches = () => calls.filter((call) => call.url === CSRF_TOKEN_PATH).length;
  return { client, calls, fetch, onUnauthorized, header, tokenFetches };
}

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).detail;
}

describe('ApiClient', () => {
  it('sends JSON with same-origin cookies and no CSRF header on reads', async () => {
    const { client, calls, header } = setUp(() => json(200, { result: { id: 1 } }));
    await expect(client.get('/api/v1/me/')).resolves.toEqual({ result: { id: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    expect(header(calls[0]!.init, CSRF_HEADER)).toBeUndefined();
  });

  it('encodes query parameters, keeping rison readable and leaving out empty ones', async () => {
    const { client, calls } = setUp(() => json(200, {}));
    await client.get('/api/v1/chart/', { query: { q: "(filters:!(),page:0,value:'a b')", skip: undefined, none: null } });
    expect(calls[0]?.url).toBe("/api/v1/chart/?q=(filters:!(),page:0,value:'a%20b')");
  });

  it('loads the CSRF token once, lazily, and sends it on every write', async () => {
    const { client, calls, header, tokenFetches } = setUp(() => json(200, { id: 7 }));
    await expect(client.post('/api/v1/chart/', { slice_name: 'x' })).resolves.toEqual({ id: 7 });
    await client.put('/api/v1/chart/7', { slice_name: 'y' });
    await client.delete('/api/v1/chart/7');
    expect(tokenFetches()).toBe(1);
    const writes = calls.filter((call) => call.url !== CSRF_TOKEN_PATH);
    expect(writes.map((call) => header(call.init, CSRF_HEADER))).toEqual(['token-1', 'token-1', 'token-1']);
    expect(writes[0]?.init.body).toBe(JSON.stringify({ slice_name: 'x' }));
    expect(header(writes[0]!.init, 'Content-Type')).toBe('application/json');
  });

  it('shares one token request between concurrent writes', async () => {
    const { client, tokenFetches } = setUp(() => json(200, {}));
    await Promise.all([client.post('/a'), client.post('/b'), client.patch('/c')]);
    expect(tokenFetches()).toBe(1);
  });

  it('sends no token, and fetches none, for a write made with csrf: false', async () => {
    const { client, calls, header, tokenFetches } = setUp(() => json(200, {}));
    await client.post('/login/', { username: 'a', password: 'b' }, { csrf: false });
    expect(tokenFetches()).toBe(0);
    expect(header(calls[0]!.init, CSRF_HEADER)).toBeUndefined();
  });

  it('reloads the token and retries once when the server rejects it', async () => {
    let attempts = 0;
    const { client, calls, header, tokenFetches } = setUp(() => (++attempts === 1 ? csrfRejected() : json(200, { ok: true })));
    await expect(client.post('/api/v1/dashboard/', {})).resolves.toEqual({ ok: true });
    expect(tokenFetches()).toBe(2);
    const writes = calls.filter((call) => call.url !== CSRF_TOKEN_PATH);
    expect(writes.map((call) => header(call.init, CSRF_HEADER))).toEqual(['token-1', 'token-2']);
  });

  it('gives the session-timed-out text when the retry is rejected too', async () => {
    const { client, calls, tokenFetches } = setUp(csrfRejected);
    const error = await failure(client.post('/api/v1/dashboard/', {}));
    expect(error.message).toBe('Your session timed out, please refresh your page and try again.');
    expect(error.errorType).toBe(SupersetErrorType.FRONTEND_CSRF_ERROR);
    expect(tokenFetches()).toBe(2);
    expect(calls.filter((call) => call.url !== CSRF_TOKEN_PATH)).toHaveLength(2);
  });

  it('does not retry other 400s', async () => {
    const { client, calls } = setUp(() => json(400, { message: { name: ['Missing data for required field.'] } }));
    const error = await failure(client.post('/api/v1/chart/', {}));
    expect(error.message).toBe('Missing data for required field.');
    expect(calls.filter((call) => call.url !== CSRF_TOKEN_PATH)).toHaveLength(1);
  });

  it('reports a 401 as an ended session and forgets the token', async () => {
    let status = 200;
    const { client, onUnauthorized, tokenFetches } = setUp(() => json(status, status === 401 ? { message: 'Not authorized' } : {}));
    await client.post('/a');
    status = 401;
    const error = await failure(client.get('/api/v1/chart/1'));
    expect(error).toMatchObject({ status: 401, message: 'Not authorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    status = 200;
    await client.post('/a');
    expect(tokenFetches()).toBe(2);
  });

  it('leaves a 401 to the caller when it opted out (login, start-up probe)', async () => {
    const { client, onUnauthorized } = setUp(() => json(401, { message: 'Invalid login. Please try again.' }));
    const error = await failure(client.post('/login/', {}, { authRedirect: false, csrf: false }));
    expect(error.message).toBe('Invalid login. Please try again.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("fails with 'Request timed out' and the two hints when the deadline passes", async () => {
    const hang: Handler = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client } = setUp(hang, { timeoutMs: 20 });
    const error = await failure(client.get('/api/v1/chart/data'));
    expect(error.message).toBe('Request timed out');
    expect(error.errorType).toBe(SupersetErrorType.FRONTEND_TIMEOUT_ERROR);
    expect(error.errors[0]?.extra).toEqual({
      timeout: 0.02,
      issue_codes: [
        { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
        { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
      ],
    });
  });

  it('lets one call set its own deadline', async () => {
    const slow: Handler = (_url, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(200, { late: true })), 30);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const { client } = setUp(slow, { timeoutMs: 5 });
    await expect(client.get('/slow', { timeoutMs: 1000 })).resolves.toEqual({ late: true });
  });

  it("fails with 'Network error' when the request never gets an answer", async () => {
    const { client } = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.get('/api/v1/me/'));
    expect(error.message).toBe('Network error');
    expect(error.errorType).toBe(SupersetErrorType.FRONTEND_NETWORK_ERROR);
  });

  it("passes a caller's abort through instead of reporting a failure", async () => {
    const hang: Handler = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const { client } = setUp(hang);
    const controller = new AbortController();
    const pending = client.get('/api/v1/me/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takes a redirect as the answer when asked not to follow it (logout)', async () => {
    const redirect = Object.defineProperty(new Response(null, { status: 200 }), 'type', { value: 'opaqueredirect' });
    const { client, calls } = setUp(() => redirect);
    await expect(client.get('/logout/', { followRedirects: false })).resolves.toBeUndefined();
    expect(calls[0]?.init.redirect).toBe('manual');
    await client.get('/logout/');
    expect(calls[1]?.init.redirect).toBe('follow');
  });

  it('returns text for non-JSON answers and undefined for empty ones', async () => {
    const { client } = setUp((url) =>
      url === '/text'
        ? new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })
        : new Response(null, { status: 204 }),
    );
    await expect(client.get('/text')).resolves.toBe('<html></html>');
    await expect(client.delete('/empty')).resolves.toBeUndefined();
  });

  describe('with a guest token (embedded dashboards)', () => {
    it('sends the latest guest token on every call and fetches no CSRF token for writes', async () => {
      const { client, calls, header, tokenFetches } = setUp(() => json(200, {}));
      client.setGuestToken('guest-1');
      await client.get('/api/v1/dashboard/1');
      client.setGuestToken('guest-2');
      await client.post('/api/v1/chart/data', { queries: [] });
      expect(calls.map((call) => header(call.init, GUEST_TOKEN_HEADER))).toEqual(['guest-1', 'guest-2']);
      expect(header(calls[1]!.init, CSRF_HEADER)).toBeUndefined();
      expect(tokenFetches()).toBe(0);
      client.setGuestToken(null);
      await client.get('/api/v1/me/');
      expect(header(calls[2]!.init, GUEST_TOKEN_HEADER)).toBeUndefined();
    });

    it('reports a 401 as a rejected guest token, not as an ended session', async () => {
      const onGuestTokenRejected = jest.fn();
      const { client, onUnauthorized } = setUp(() => json(401, { message: 'Invalid guest token: expired' }), { onGuestTokenRejected });
      client.setGuestToken('stale');
      const error = await failure(client.get('/api/v1/dashboard/1'));
      expect(error.status).toBe(401);
      expect(onGuestTokenRejected).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });
});
