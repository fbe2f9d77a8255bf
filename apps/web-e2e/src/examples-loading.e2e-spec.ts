import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signInAsAdmin } from './support/sign-in';

const SCREENSHOTS = path.join(os.tmpdir(), 'tessera-examples-loading');

/**
 * A newcomer who signs in during the first seconds of the very first start: the home page says the
 * example dashboards are on their way instead of looking empty, and lists them once they are in.
 */
describe('first start: the examples are still loading', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-examples-loading-'));
  let app: SpawnedProcess | undefined;
  let browser: Browser | undefined;

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a notice while they load, then the example dashboards', async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    app = spawnNode('apps/tessera/dist/main.js', {
      TESSERA_MODE: 'embedded',
      TESSERA_PORT: String(port),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_LOG_LEVEL: 'warn',
    });
    await waitForUrl(`${url}/health`, app, 90_000);
    browser = await launchBrowser();
    // The examples may finish loading before a browser has even signed in on an idle machine, so
    // the status route answers 'loading' until the test lets the server's own answer through.
    let holding = true;
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.route('**/api/v1/common/examples_status', (route) =>
      holding ? route.fulfill({ json: { result: { loading: true } } }) : route.continue(),
    );
    const page = await context.newPage();
    await signInAsAdmin(page, url);

    const notice = page.getByRole('status').filter({ hasText: 'Example dashboards are being loaded…' });
    await notice.waitFor({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'loading.png') });
    const dashboards = page.getByRole('region', { name: 'Dashboards' });
    holding = false;

    // Gone once the load is done, and the Dashboards section lists the examples without a reload
    // (it opens again on the first tab with content).
    await notice.waitFor({ state: 'detached', timeout: 150_000 });
    try {
      await dashboards.getByText('Sales Dashboard').first().waitFor({ timeout: 30_000 });
    } finally {
      await page.screenshot({ path: path.join(SCREENSHOTS, 'loaded.png') });
      console.log(`screenshots of the home page while and after the examples load: ${SCREENSHOTS}`);
    }
  }, 240_000);
});
