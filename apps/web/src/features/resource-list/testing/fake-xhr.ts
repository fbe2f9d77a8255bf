/** One request the page sent through XMLHttpRequest; the test answers it when it likes. */
export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Fires an upload progress event. */
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
}

export interface FakeXhrRoute {
  method: string;
  url: RegExp;
  status?: number;
  body: unknown | ((request: FakeXhrRequest) => unknown);
}

/**
 * Replaces XMLHttpRequest (multipart uploads with progress) for one test. Requests matching a route
 * are answered at once; the others wait for the test to call `progress`/`respond`.
 */
export function fakeXhr(routes: FakeXhrRoute[] = []) {
  const requests: FakeXhrRequest[] = [];

  class FakeXMLHttpRequest {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseType = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getResponseHeader(name: string): string | null {
      return name.toLowerCase() === 'content-type' ? this.responseType : null;
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }

    send(body: FormData) {
      const request: FakeXhrRequest = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.responseType = 'application/json';
          this.events.dispatchEvent(new Event('load'));
        },
      };
      requests.push(request);
      const route = routes.find((candidate) => candidate.method === this.method && candidate.url.test(this.url));
      if (route) {
        const answer = typeof route.body === 'function' ? (route.body as (r: FakeXhrRequest) => unknown)(request) : route.body;
        setTimeout(() => request.respond(route.status ?? 200, answer), 0);
      }
    }
  }

  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    requestsTo: (method: string, url: RegExp) => requests.filter((request) => request.method === method && url.test(request.url)),
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
