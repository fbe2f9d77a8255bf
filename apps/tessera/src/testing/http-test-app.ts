import { startGateway, type RunningGateway } from '@tessera/gateway';
import type { KeyValueStore, TesseraConfig } from '@tessera/platform';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { SERVICE_DEFINITIONS } from '../service-definitions';
import type { LooseJson } from './loose-json';

export interface HttpTestApp {
  url: string;
  harness: ServiceHarness;
  gateway: RunningGateway;
  stop(): Promise<void>;
}

/**
 * Every service and the gateway on a scratch PostgreSQL database with the in-process bus, the
 * gateway on a free port: the whole HTTP surface for integration and contract tests.
 */
export async function startHttpTestApp(
  overrides: Partial<TesseraConfig> = {},
  options: { port?: number; kv?: KeyValueStore } = {},
): Promise<HttpTestApp> {
  const harness = await startServicesForTest(
    SERVICE_DEFINITIONS,
    { secretKey: 'test-secret-key-of-at-least-32-characters', loadExamples: false, ...overrides },
    { kv: options.kv },
  );
  // A fixed port when the app must know its own address before it starts (rendering report screenshots).
  const gateway = await startGateway(harness.runtime, { port: options.port ?? 0 });
  return {
    url: gateway.url,
    harness,
    gateway,
    stop: async () => {
      await gateway.stop({ immediate: true });
      await harness.stop();
    },
  };
}

/** Small JSON client for tests: bearer login and requests. */
export class ApiSession {
  constructor(
    readonly baseUrl: string,
    private token: string | null = null,
  ) {}

  /** `provider` `ldap` binds to the directory (an LDAP deployment); `db` checks the local password. */
  static async login(baseUrl: string, username: string, password: string, provider: 'db' | 'ldap' = 'db'): Promise<ApiSession> {
    const response = await fetch(`${baseUrl}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, provider }),
    });
    if (response.status !== 200) throw new Error(`login as ${username} failed with ${response.status}: ${await response.text()}`);
    return new ApiSession(baseUrl, ((await response.json()) as { access_token: string }).access_token);
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: LooseJson; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** A raw request with this session's credentials, for bodies and answers that are not JSON. */
  fetch(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.call('PUT', path, body ?? {});
  delete = (path: string) => this.call('DELETE', path);
}
