import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signInAsAdmin } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Pictured for a person to look at. */
async function picture(target: Page | Locator, name: string): Promise<void> {
  const file = path.join(os.tmpdir(), `api-keys-${name}.png`);
  await target.screenshot({ path: file });
  console.log(`screenshot of ${name}: ${file}`);
}

describe('personal API keys on the user info page', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tessera.url });
    page = await context.newPage();
    await signInAsAdmin(page, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  const asKey = (key: string) => fetch(`${tessera.url}/api/v1/me/`, { headers: { authorization: `Bearer ${key}` } });

  it('creates a key shown once with a copy button, shows its last use, and revokes it after a confirmation', async () => {
    await page.goto(`${tessera.url}/user_info/`);
    const section = page.getByRole('region', { name: 'API keys' });
    await section.getByText('No API keys yet.', { exact: false }).waitFor();

    await section.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel('Name').fill('nightly export');
    await form.getByRole('button', { name: 'Create' }).click();

    const shown = page.getByRole('dialog', { name: 'API key created' });
    await shown.getByText('Copy this key now: it will not be shown again.').waitFor();
    const key = await shown.getByLabel('Key').inputValue();
    expect(key).toMatch(/^tsk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Copy to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.mouse.move(0, 0);
    await picture(shown, 'created');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    const table = section.getByRole('table', { name: 'API keys' });
    const row = table.getByRole('row').filter({ hasText: 'nightly export' });
    await row.getByText(`${key.slice(0, 13)}…`).waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('Never');
    // The page never shows the secret again.
    expect(await page.content()).not.toContain(key);

    // A script uses the key; the list says when, after a reload.
    const me = await asKey(key);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { result: { username: string } }).result.username).toBe('admin');
    await page.reload();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).not.toBe('Never');
    await picture(section, 'listed');

    await row.getByRole('button', { name: 'Revoke API key nightly export' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.getByText('Revoke the API key nightly export?', { exact: false }).waitFor();
    await picture(confirm, 'revoke-confirmation');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await section.getByText('No API keys yet.', { exact: false }).waitFor();
    expect((await asKey(key)).status).toBe(401);
  });
});
