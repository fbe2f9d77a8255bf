import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '@tessera/platform';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';

const SERVICES = ['chart-data-service', 'dashboard-service', 'sql-service', 'report-service', 'log-service', 'tag-service'];

/** Requests handled by one replica for a subject, read from its Prometheus metrics. */
async function handled(healthPort: number, subject: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('tessera_bus_messages_total') && l.includes(`subject="${subject}"`) && l.includes('outcome="ok"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('cluster mode: separate processes on NATS, PostgreSQL and Redis', () => {
  const base = loadConfig();
  const databaseName = `tessera_cluster_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(base.databaseUrl), { pathname: `/${databaseName}` }).toString();
  const processes: SpawnedProcess[] = [];
  const healthPorts = new Map<string, number[]>();
  let gatewayUrl = '';

  beforeAll(async () => {
    const env = {
      TESSERA_MODE: 'cluster',
      TESSERA_DATABASE_URL: databaseUrl,
      TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
      TESSERA_LOG_LEVEL: 'warn',
      TESSERA_LOAD_EXAMPLES: 'false',
    };
    const start = async (app: string) => {
      const port = await freePort();
      const process = spawnNode(`apps/${app}/dist/main.js`, { ...env, TESSERA_HEALTH_PORT: String(port) });
      processes.push(process);
      healthPorts.set(app, [...(healthPorts.get(app) ?? []), port]);
      return { process, port };
    };
    // The first replica migrates the service's schema; the rest start together.
    const first = await start('tag-service');
    await waitForUrl(`http://127.0.0.1:${first.port}/ready`, first.process, 60_000);
    const others = await Promise.all([start('tag-service'), ...SERVICES.filter((s) => s !== 'tag-service').map(start)]);
    await Promise.all(others.map(({ process, port }) => waitForUrl(`http://127.0.0.1:${port}/ready`, process, 60_000)));
    const gatewayPort = await freePort();
    const gateway = spawnNode('apps/gateway/dist/main.js', { ...env, TESSERA_PORT: String(gatewayPort) });
    processes.push(gateway);
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitForUrl(`${gatewayUrl}/ready`, gateway, 60_000);
  });

  afterAll(async () => {
    const codes = await Promise.all(processes.map((p) => p.stop()));
    expect(codes.every((code) => code === 0)).toBe(true);
    const admin = new Client({ connectionString: Object.assign(new URL(base.databaseUrl), { pathname: '/postgres' }).toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  });

  it("serves the API through the gateway and shares a service's work between its two replicas", async () => {
    const admin = await ApiSession.login(gatewayUrl, 'admin', 'admin');
    expect((await admin.post('/api/v1/tag/', { name: 'clustered' })).status).toBe(201);
    for (let i = 0; i < 30; i += 1) expect((await admin.get('/api/v1/tag/')).status).toBe(200);
    const [a, b] = healthPorts.get('tag-service') as number[];
    const counts = [await handled(a, 'tags.tag.list'), await handled(b, 'tags.tag.list')];
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(30);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
  });

  it('reports every service ready through the gateway', async () => {
    const ready = (await (await fetch(`${gatewayUrl}/ready`)).json()) as { checks: Record<string, string> };
    expect(Object.values(ready.checks).every((state) => state === 'ok')).toBe(true);
  });
});
