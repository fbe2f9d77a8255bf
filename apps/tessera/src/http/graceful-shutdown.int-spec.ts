import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';

const PG = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** `npm start`'s process stopped by the orchestrator (SIGTERM) while it is answering: nothing in flight is lost. */
describe('graceful shutdown', () => {
  let dataDir: string;
  let app: SpawnedProcess;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-drain-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    app = spawnNode('apps/tessera/dist/main.js', {
      TESSERA_MODE: 'embedded',
      TESSERA_PORT: String(port),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_LOAD_EXAMPLES: 'false',
      TESSERA_LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'admin',
    });
    await waitForUrl(`${url}/health`, app, 90_000);
  }, 120_000);

  afterAll(async () => {
    await app?.stop(2_000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers all 20 requests in flight at SIGTERM, reports not ready meanwhile, then exits 0', async () => {
    const admin = await ApiSession.login(url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'drain', sqlalchemy_uri: PG, expose_in_sqllab: true });
    expect(database.status).toBe(201);
    const inFlight = Array.from({ length: 20 }, (_, index) =>
      admin.post('/api/v1/sqllab/execute/', {
        client_id: `drain${Date.now().toString(36).slice(-4)}${index}`,
        database_id: database.body.id,
        sql: 'SELECT pg_sleep(0.5), 1 AS answered',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => app.child.once('exit', (code) => resolve(code)));
    app.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Still answering, but no longer ready: the load balancer stops sending new work here.
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.body.data?.[0]?.answered === 1)).toBe(true);
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 90_000);
});
