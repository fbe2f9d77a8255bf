import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import { ApiSession } from '../testing/http-test-app';

const PAGES_A_SIGNED_IN_USER_OPENS = [
  '/api/v1/me/',
  '/api/v1/me/roles/',
  '/api/v1/dashboard/?q=(page_size:10)',
  '/api/v1/chart/?q=(page_size:25)',
  '/api/v1/dataset/?q=(page_size:25)',
  '/api/v1/database/',
  '/api/v1/saved_query/',
  '/api/v1/log/recent_activity/?q=(page_size:6)',
];

/** Every answer of one round of parallel calls, or the calls that took longer than `limitMs`. */
async function oneRound(admin: ApiSession, limitMs: number): Promise<string[]> {
  return Promise.all(
    PAGES_A_SIGNED_IN_USER_OPENS.map(async (page) => {
      let timer: NodeJS.Timeout | undefined;
      const tooLate = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), limitMs)));
      const answer = await Promise.race([admin.get(page), tooLate]).finally(() => clearTimeout(timer));
      return answer === null
        ? `${page} no answer within ${limitMs} ms`
        : `${page} ${answer.status}${answer.status === 200 ? '' : ` ${JSON.stringify(answer.body)}`}`;
    }),
  );
}

// A newcomer signs in while the first start is still writing the examples: the embedded store then
// serves the example loader and every page of the signed-in user at once, over one PGlite session.
describe('the first start of the embedded process under traffic', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-first-traffic-'));
  let app: SpawnedProcess | undefined;

  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every call of a signed-in user while the examples load, and the examples still arrive', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    app = spawnNode('apps/tessera/dist/main.js', { TESSERA_DATA_DIR: dataDir, TESSERA_PORT: String(port), TESSERA_LOG_LEVEL: 'warn' });
    await waitForUrl(`${url}/health`, app, 90_000);
    const admin = await ApiSession.login(url, 'admin', 'admin');

    let rounds = 0;
    const deadline = Date.now() + 90_000;
    for (;;) {
      const answers = await oneRound(admin, 15_000);
      rounds++;
      expect(answers).toEqual(PAGES_A_SIGNED_IN_USER_OPENS.map((page) => `${page} 200`));
      if ((await admin.get('/api/v1/dashboard/')).body.count >= 2) break;
      if (Date.now() > deadline) throw new Error(`the example dashboards did not appear within 90 s (${rounds} rounds)`);
    }
    process.stdout.write(
      `first start under traffic: ${rounds} rounds of ${PAGES_A_SIGNED_IN_USER_OPENS.length} parallel calls answered while the examples loaded\n`,
    );
    expect(rounds).toBeGreaterThan(1);
  }, 150_000);
});
