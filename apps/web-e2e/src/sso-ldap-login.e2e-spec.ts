import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { groupDn, groupLdif, personLdif, startLdapTestServer, type LdapTestServer } from '@tessera/platform/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const DIRECTORY = [
  personLdif('nora', 'nora-secret-1', 'Nora', 'Quinn'),
  personLdif('omar', 'omar-secret-1', 'Omar', 'Vance'),
  personLdif('pia', 'pia-secret-1', 'Pia', 'Wolf'),
  personLdif('rex', 'rex-secret-1', 'Rex', 'Yates'),
  groupLdif('analysts', ['nora']),
  groupLdif('viewers', ['omar', 'rex']),
].join('\n');

describe('signing in with a directory (LDAP) password on the login page', () => {
  let ldap: LdapTestServer;
  let tessera: TesseraProcess;
  let browser: Browser;
  const screenshots = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-ldap-e2e-'));

  beforeAll(async () => {
    ldap = await startLdapTestServer(DIRECTORY);
    tessera = await startTessera({
      env: {
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_AUTH_TYPE: 'ldap',
        TESSERA_LDAP_SERVER: ldap.url,
        TESSERA_LDAP_USERNAME_FORMAT: 'uid=%s,ou=people,dc=example,dc=org',
        TESSERA_AUTH_USER_REGISTRATION: 'true',
        TESSERA_AUTH_REFUSE_UNMAPPED: 'true',
        TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ [groupDn('analysts')]: ['Alpha', 'sql_lab'], [groupDn('viewers')]: ['Gamma'] }),
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await ldap?.stop();
  });

  const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

  /** Fills and sends the form; resolves with the status of the login request it made. */
  async function submit(page: Page, username: string, password: string): Promise<number> {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/login/' && candidate.request().method() === 'POST'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    return response.status();
  }

  const rolesIn = (page: Page) =>
    page.evaluate(async () =>
      Object.keys(((await (await fetch('/api/v1/me/roles/')).json()) as { result: { roles: object } }).result.roles).sort(),
    );

  it('refuses a wrong directory password, then lands a new user on the home page with roles from their group', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/superset/welcome/`);
    await page.waitForURL(/\/login\//);
    expect(await submit(page, 'nora', 'not-noras-password')).toBe(401);
    await page.getByRole('alert').getByText('Invalid login. Please try again.').waitFor();
    await page.screenshot({ path: path.join(screenshots, 'ldap-login-refused.png') });

    await submit(page, 'nora', 'nora-secret-1');
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: 'Welcome, Nora Quinn' }).waitFor();
    expect(await rolesIn(page)).toEqual(['Alpha', 'sql_lab']);
    // The picture shows the home page as the new user sees it, once its panels have loaded.
    await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
    await page.screenshot({ path: path.join(screenshots, 'ldap-login-home.png') });
  });

  it('gives another group its own roles', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/`);
    await submit(page, 'omar', 'omar-secret-1');
    await page.getByRole('heading', { name: 'Welcome, Omar Vance' }).waitFor();
    expect(await rolesIn(page)).toEqual(['Gamma']);
  });

  it('refuses a person whose groups give no role, saying why', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/`);
    await submit(page, 'pia', 'pia-secret-1');
    await page
      .getByRole('alert')
      .getByText(/None of your groups gives access to Tessera/)
      .waitFor();
    await page.screenshot({ path: path.join(screenshots, 'ldap-login-unmapped.png') });
    expect(await page.evaluate(async () => (await fetch('/api/v1/me/')).status)).toBe(401);
  });

  it('counts wrong directory passwords in the login throttle, which then refuses even the right one', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/`);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await submit(page, 'rex', `wrong-${attempt}`)).toBe(401);
      await page.getByRole('alert').getByText('Invalid login. Please try again.').waitFor();
    }
    expect(await submit(page, 'rex', 'rex-secret-1')).toBe(429);
    await page
      .getByRole('alert')
      .getByText(/Too many login attempts/)
      .waitFor();
    await page.screenshot({ path: path.join(screenshots, 'ldap-login-throttled.png') });
    expect(await page.evaluate(async () => (await fetch('/api/v1/me/')).status)).toBe(401);
  });
});
