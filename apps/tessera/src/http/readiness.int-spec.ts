import { startGateway, type RunningGateway } from '@tessera/gateway';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { SERVICE_DEFINITIONS } from '../service-definitions';
import { ApiSession } from '../testing/http-test-app';

/**
 * A minor service that is down (here the tag service never started) must not take the gateway out
 * of its load balancer: the gateway stays ready, says which service is missing, and serves the rest.
 */
describe('gateway readiness with a service down', () => {
  let harness: ServiceHarness;
  let gateway: RunningGateway;

  beforeAll(async () => {
    harness = await startServicesForTest(
      SERVICE_DEFINITIONS.filter((definition) => definition.name !== 'tags'),
      { secretKey: 'test-secret-key-of-at-least-32-characters', loadExamples: false },
    );
    gateway = await startGateway(harness.runtime, { port: 0 });
  });
  afterAll(async () => {
    await gateway?.stop({ immediate: true });
    await harness?.stop();
  });

  it('stays ready, reports the missing service without its error text, and serves the other routes', async () => {
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { metadata: 'ok', 'shared-services': 'ok', bus: 'ok' } });

    const verbose = (await (await fetch(`${gateway.url}/ready?verbose`)).json()) as { services: Record<string, string> };
    expect(verbose.services).toEqual({ charts: 'ok', dashboards: 'ok', logs: 'ok', reports: 'ok', sql: 'ok', tags: 'unavailable' });
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toContain('tessera_service_ready{service="tags"} 0');
    expect(metrics).toContain('tessera_service_ready{service="charts"} 1');

    const admin = await ApiSession.login(gateway.url, 'admin', 'admin');
    expect((await admin.get('/api/v1/dashboard/')).status).toBe(200);
    expect((await admin.get('/api/v1/chart/')).status).toBe(200);
    expect((await admin.get('/api/v1/database/')).status).toBe(200);
  });
});
