import type { Page } from 'playwright-core';

/**
 * Calls the REST API from the signed-in page, as the SPA does: its session cookie and the CSRF token
 * writes need. Answers the status, the body parsed as JSON (null when it is not) and the raw text.
 */
export async function pageApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T; text: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = ((await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string }).result;
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRFToken': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed as T, text };
    },
    { method, path, body },
  );
}
