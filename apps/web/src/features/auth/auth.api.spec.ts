/** @jest-environment node */
import { apiClient, CSRF_HEADER, CSRF_TOKEN_PATH } from '../../api';
import { PATHS } from '../../routing';
import { logout } from './auth.api';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('logout', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let logoutAnswer: () => Response;

  beforeEach(() => {
    calls.length = 0;
    apiClient.resetCsrfToken();
    apiClient.configure({
      fetch: async (url, init) => {
        calls.push({ url, init });
        return url === CSRF_TOKEN_PATH ? json(200, { result: 'the-token' }) : logoutAnswer();
      },
    });
  });

  it('posts to the logout path with the session CSRF token', async () => {
    logoutAnswer = () => json(200, { message: 'OK' });
    await expect(logout()).resolves.toBeNull();
    const call = calls.find((c) => c.url === PATHS.logout);
    expect(call?.init.method).toBe('POST');
    expect((call?.init.headers as Record<string, string>)[CSRF_HEADER]).toBe('the-token');
  });

  it("answers the single-sign-on provider's logout address when the server gives one", async () => {
    logoutAnswer = () => json(200, { message: 'OK', redirect: 'https://id.example.org/session/end?id_token_hint=abc' });
    await expect(logout()).resolves.toBe('https://id.example.org/session/end?id_token_hint=abc');
  });

  it('takes a 401 as already logged out, and reports other failures', async () => {
    logoutAnswer = () => json(401, { message: 'Not authorized' });
    await expect(logout()).resolves.toBeNull();
    logoutAnswer = () => json(500, { message: 'Fatal error' });
    await expect(logout()).rejects.toMatchObject({ detail: { status: 500 } });
  });
});
