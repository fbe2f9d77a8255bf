/** A JSON call to the REST API; a failed call throws with the answer. */
export type AdminApi = <T = { id: number }>(method: string, path: string, body?: unknown) => Promise<T>;

/** JSON calls to the REST API as admin with a bearer token, as a host application's backend makes them. */
export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
}
