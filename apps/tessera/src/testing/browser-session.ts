/** A cookie session, as the SPA has one: signs in through `/login/` and sends its cookies on every call. */
export interface BrowserSession {
  cookies: Map<string, string>;
  /** The `Cookie` header of this session. */
  cookieHeader(): string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export async function browserSession(url: string, username = 'admin', password = 'admin'): Promise<BrowserSession> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const call = async (path: string, init: RequestInit = {}) =>
    remember(await fetch(`${url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() } }));
  const login = await call('/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!cookies.has('session')) throw new Error(`login as ${username} failed with ${login.status}`);
  return { cookies, cookieHeader, fetch: call };
}
