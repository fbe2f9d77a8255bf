import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const french = JSON.parse(
  fs.readFileSync(path.join(path.dirname(require.resolve('@tessera/i18n/package.json')), 'catalogues', 'fr.json'), 'utf8'),
) as Record<string, string>;

/** A French catalogue message with its `{0}`, `{1}`… filled, as the SPA shows it. */
function inFrench(key: string, ...args: string[]): string {
  const message = french[key];
  if (message === undefined) throw new Error(`fr.json has no ${JSON.stringify(key)}`);
  return args.reduce((text, arg, index) => text.replace(`{${index}}`, arg), message);
}

/**
 * A user who chose French sees the server's refusal in French: the SPA's own words around it and
 * the message the dashboard service wrote, both from the French catalogue.
 */
describe('a server refusal in the user’s language', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let call: AdminApi;
  const title = `Board of the admin ${Date.now()}`;
  const username = 'amelie';
  const password = 'amelie-password';

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    call = await adminApi(tessera.url);
    await call('POST', '/api/v1/dashboard/', { dashboard_title: title, published: true });
    const roles = await call<{ result: { id: number; name: string }[] }>('GET', '/api/v1/security/roles/?q=(page_size:100)');
    const alpha = roles.result.find((role) => role.name === 'Alpha')?.id;
    await call('POST', '/api/v1/security/users/', {
      first_name: 'Amélie',
      last_name: 'Alpha',
      username,
      email: `${username}@example.com`,
      password,
      roles: [alpha],
    });
    // Her saved choice, as the navbar's language menu stores it.
    const login = await fetch(`${tessera.url}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, provider: 'db' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const saved = await fetch(`${tessera.url}/api/v1/me/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(saved.status).toBe(200);
    // The browser itself asks for English: the saved choice must win on both sides.
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US' })).newPage();
    await page.goto(`${tessera.url}/login/`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/, { waitUntil: 'commit' });
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('shows the refusal to delete someone else’s dashboard in French in the toast', async () => {
    await page.goto(`${tessera.url}/dashboard/list/?viewMode=table`);
    await page.getByRole('heading', { name: inFrench('Dashboards') }).waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: inFrench('Delete') }).click();
    const confirm = page.getByRole('dialog', { name: inFrench('Please confirm') });
    await confirm.getByRole('textbox').fill(inFrench('DELETE'));
    await confirm.getByRole('button', { name: inFrench('Delete') }).click();
    const expected = inFrench('There was an issue deleting %s: %s', title, inFrench('Changing this Dashboard is forbidden'));
    await page.getByRole('alert').filter({ hasText: expected }).waitFor();
    expect(expected).toContain('La modification de ce tableau de bord est interdite');
    // Still there: the refusal was real.
    expect(
      (await call<{ count: number }>('GET', `/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`)).count,
    ).toBe(1);
  });
});
