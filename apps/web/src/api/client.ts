import { SupersetErrorType } from '@tessera/contracts/web';
import { ApiError } from './api-error';
import { CsrfTokenCache } from './csrf-token.cache';
import { withDeadline } from './deadline';
import { networkError } from './frontend-errors';
import { parseError } from './parse-error';
import { encodeQueryComponent } from './rison';
import { localizeHumanizedDelta } from '../i18n';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; `undefined` and `null` values are left out. Use `encodeRison` for `q`. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /** Aborts the request (saga cancellation). */
  signal?: AbortSignal;
  /** Overrides the client's deadline for this call. */
  timeoutMs?: number;
  /** `false` when a 401 is an expected answer (login, the session probe at start-up). */
  authRedirect?: boolean;
  /** `false` for the one write made without a session (login), which has no token to send. */
  csrf?: boolean;
  /** `false` to take a redirect as the answer itself (logout) instead of fetching its target. */
  followRedirects?: boolean;
}

export interface ApiClientSettings {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Superset's SUPERSET_WEBSERVER_TIMEOUT, in milliseconds. */
  timeoutMs: number;
  /** Called on a 401 from a call that did not opt out: the session is gone. */
  onUnauthorized: () => void;
  /** Called instead of `onUnauthorized` on a 401 while a guest token is in use (embedded dashboards). */
  onGuestTokenRejected: () => void;
}

export const CSRF_TOKEN_PATH = '/api/v1/security/csrf_token/';
export const CSRF_HEADER = 'X-CSRFToken';
/** Embedded dashboards authenticate every call with the guest token the host page hands over. */
export const GUEST_TOKEN_HEADER = 'X-GuestToken';
export const DEFAULT_TIMEOUT_MS = 60_000;

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeQueryComponent(String(value))}`);
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/**
 * Superset answers how long ago an object changed in English (`changed_on_delta_humanized`,
 * `created_on_delta_humanized`); every list shows it, so it is put in the user's language here, once.
 */
function localizedDeltas(key: string, value: unknown): unknown {
  return typeof value === 'string' && key.endsWith('_delta_humanized') ? localizeHumanizedDelta(value) : value;
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (text === '') return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text, localizedDeltas) : text) as T;
}

/**
 * The SPA's one HTTP client: JSON in and out, same-origin cookies, the CSRF header on writes (token
 * loaded lazily, reloaded once when the server rejects it), a deadline per call, and every failure
 * decoded into an {@link ApiError}.
 */
export class ApiClient {
  private settings: ApiClientSettings;
  private guestToken: string | null = null;
  private readonly csrf = new CsrfTokenCache(() =>
    this.send<{ result: string }>('GET', CSRF_TOKEN_PATH, {}, false).then((body) => body.result),
  );

  constructor(settings: Partial<ApiClientSettings> = {}) {
    this.settings = {
      fetch: (input, init) => globalThis.fetch(input, init),
      timeoutMs: DEFAULT_TIMEOUT_MS,
      onUnauthorized: () => undefined,
      onGuestTokenRejected: () => undefined,
      ...settings,
    };
  }

  configure(settings: Partial<ApiClientSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** Sends `token` as the guest token on every later call (a refreshed token replaces it); `null` stops. */
  setGuestToken(token: string | null): void {
    this.guestToken = token;
  }

  /** The guest token later calls send, if any (other channels to the server authenticate with it too). */
  get currentGuestToken(): string | null {
    return this.guestToken;
  }

  /** Forgets the CSRF token, e.g. after login or logout when the session changes. */
  resetCsrfToken(): void {
    this.csrf.clear();
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, options);
  }

  request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    return this.send<T>(method, path, options, true);
  }

  private async send<T>(method: HttpMethod, path: string, options: RequestOptions, mayRetryCsrf: boolean): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    // The server exempts guest-token calls from CSRF checks (no session cookie to forge with).
    const sendsCsrf = MUTATING.has(method) && options.csrf !== false && this.guestToken === null;
    if (this.guestToken !== null) headers[GUEST_TOKEN_HEADER] = this.guestToken;
    if (sendsCsrf) headers[CSRF_HEADER] = await this.csrf.get();

    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      redirect: options.followRedirects === false ? 'manual' : 'follow',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    };
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    const outcome = await withDeadline(timeoutMs, options.signal, async (signal) => {
      const response = await this.settings.fetch(buildUrl(path, options.query), { ...init, signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new ApiError(networkError());
      });
      if (response.type === 'opaqueredirect') return { ok: true as const, body: undefined as T };
      if (response.ok) return { ok: true as const, body: await readBody<T>(response) };
      return { ok: false as const, status: response.status, error: await parseError(response) };
    });
    if (outcome.ok) return outcome.body;

    if (outcome.status === 401 && this.guestToken !== null) {
      this.settings.onGuestTokenRejected();
    } else if (outcome.status === 401 && options.authRedirect !== false) {
      this.csrf.clear();
      this.settings.onUnauthorized();
    }
    if (sendsCsrf && mayRetryCsrf && outcome.status === 400 && outcome.error.errorType === SupersetErrorType.FRONTEND_CSRF_ERROR) {
      this.csrf.clear();
      return this.send<T>(method, path, options, false);
    }
    throw new ApiError(outcome.error);
  }
}

/** The client the app wires up at start-up (see `app/`); features call it through their `*.api.ts`. */
export const apiClient = new ApiClient();
