/**
 * A minimal browser over `fetch` for sign-in flows across sites: cookies kept per host and port,
 * redirects followed by hand (so each hop's cookies are kept), and HTML forms read and submitted.
 */
export class RedirectBrowser {
  private readonly jars = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly visited: string[] = [];

  cookies(url: string): Map<string, string> {
    const key = new URL(url).host;
    let jar = this.jars.get(key);
    if (!jar) this.jars.set(key, (jar = new Map()));
    return jar;
  }

  /** Requests `url` and follows redirects; answers the last response and its address. */
  async open(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    let current = url;
    let method = init.method ?? 'GET';
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      this.visited.push(current);
      const jar = this.cookies(current);
      const response = await fetch(current, {
        method,
        redirect: 'manual',
        headers: {
          ...(init.headers ?? {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body,
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
        if (expired) jar.delete(name);
        else jar.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).href;
        method = 'GET';
        body = undefined;
        continue;
      }
      return { response, url: current, text: await response.text() };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Submits the page's form whose hidden `prompt` (or any field) has this value, with `fields` filled in. */
  async submitForm(page: { url: string; text: string }, fields: Record<string, string>) {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.text);
    if (!form) throw new Error(`no form at ${page.url}: ${page.text.slice(0, 500)}`);
    const hidden: Record<string, string> = {};
    for (const input of form[2].matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) hidden[name] = value;
    }
    return this.open(new URL(form[1].replace(/&amp;/g, '&'), page.url).href, { method: 'POST', form: { ...hidden, ...fields } });
  }
}
