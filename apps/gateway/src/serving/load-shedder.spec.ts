import { EventEmitter } from 'node:events';
import { MetricsRegistry } from '@tessera/platform';
import type { Request, Response } from 'express';
import { loadShedder, RETRY_AFTER_SECONDS } from './load-shedder';

class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, string> = {};
  body: unknown;
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  json(body: unknown) {
    this.body = body;
  }
}

describe('loadShedder', () => {
  const metrics = new MetricsRegistry({ defaultMetrics: false });
  const request = (path: string) => ({ path }) as Request;

  function run(shed: ReturnType<typeof loadShedder>, path: string) {
    const response = new FakeResponse();
    const next = jest.fn();
    shed(request(path), response as unknown as Response, next);
    return { response, next };
  }

  it('refuses API work beyond the limit at once with 503 and Retry-After, and counts it', async () => {
    const shed = loadShedder(2, metrics);
    const first = run(shed, '/api/v1/dashboard/1');
    run(shed, '/api/v1/chart/data');
    const refused = run(shed, '/api/v1/chart/data');
    expect(first.next).toHaveBeenCalled();
    expect(refused.next).not.toHaveBeenCalled();
    expect(refused.response.statusCode).toBe(503);
    expect(refused.response.headers['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
    expect(await metrics.registry.getSingleMetricAsString('tessera_http_shed_total')).toMatch(/route="\/api\/v1\/chart\/data"} 1/);
    first.response.emit('finish');
    first.response.emit('close');
    expect(run(shed, '/api/v1/me/').next).toHaveBeenCalled();
    expect(run(shed, '/api/v1/me/').response.statusCode).toBe(503);
  });

  it('always lets through the login, health probes and the page itself', () => {
    const shed = loadShedder(1, metrics);
    run(shed, '/api/v1/me/');
    for (const path of ['/api/v1/security/login', '/health', '/ready', '/dashboard/list/', '/static/assets/app.js']) {
      expect(run(shed, path).next).toHaveBeenCalled();
    }
  });
});
