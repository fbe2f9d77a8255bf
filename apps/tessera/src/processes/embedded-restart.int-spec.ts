import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';

async function startEmbeddedProcess(dataDir: string): Promise<{ process: SpawnedProcess; url: string; seconds: number }> {
  const port = await freePort();
  const started = Date.now();
  const process = spawnNode('apps/tessera/dist/main.js', {
    TESSERA_DATA_DIR: dataDir,
    TESSERA_PORT: String(port),
    TESSERA_LOG_LEVEL: 'warn',
    TESSERA_LOAD_EXAMPLES: 'false',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/ready`, process, 90_000);
  return { process, url, seconds: (Date.now() - started) / 1000 };
}

describe('the embedded process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-restart-'));

  it('keeps users created before a restart, and stops cleanly on SIGTERM', async () => {
    const first = await startEmbeddedProcess(dataDir);
    expect(first.process.output()).toContain('Created the administrator account: admin / admin');
    const admin = await ApiSession.login(first.url, 'admin', 'admin');
    const created = await admin.post('/api/v1/security/users/', {
      first_name: 'Rita',
      last_name: 'Restart',
      username: 'rita',
      email: 'rita@example.com',
      password: 'rita-password',
    });
    expect(created.status).toBe(201);
    expect(await first.process.stop()).toBe(0);

    const second = await startEmbeddedProcess(dataDir);
    try {
      expect(second.process.output()).not.toContain('Created the administrator account');
      const rita = await ApiSession.login(second.url, 'rita', 'rita-password');
      expect((await rita.get('/api/v1/me/')).body.result.username).toBe('rita');
      process.stdout.write(`embedded start: first ${first.seconds.toFixed(1)} s, restart ${second.seconds.toFixed(1)} s\n`);
      expect(second.seconds).toBeLessThan(15);
    } finally {
      await second.process.stop();
    }
  });

  it('refuses to start with a bad setting and names the variable', async () => {
    const process = spawnNode('apps/tessera/dist/main.js', { TESSERA_DATA_DIR: dataDir, TESSERA_PORT: 'eighty' });
    const code = await new Promise((resolve) => process.child.once('exit', resolve));
    expect(code).toBe(2);
    expect(process.output()).toContain('TESSERA_PORT must be an integer (got "eighty")');
  });
});
