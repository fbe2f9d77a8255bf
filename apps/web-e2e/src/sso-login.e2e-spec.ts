import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnNode, waitForUrl, type SpawnedProcess } from '@tessera/platform/testing';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const olivia = (groups: string[]) => ({
  preferred_username: 'olivia',
  given_name: 'Olivia',
  family_name: 'Hart',
  email: 'olivia@example.org',
  groups,
});

describe('signing in through an OpenID Connect provider in the browser', () => {
  let provider: SpawnedProcess;
  let tessera: TesseraProcess;
  let browser: Browser;
  let accountsFile: string;

  beforeAll(async () => {
    const [providerPort, tesseraPort] = [await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${tesseraPort}`;
    accountsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-oidc-e2e-')), 'accounts.json');
    fs.writeFileSync(accountsFile, JSON.stringify({ olivia: olivia(['analysts']) }));
    // The provider of the integration tests (node-oidc-provider with its own login and consent pages).
    provider = spawnNode('apps/tessera/src/testing/oidc-test-provider.mjs', {
      OIDC_TEST_PORT: String(providerPort),
      OIDC_TEST_ACCOUNTS: accountsFile,
      OIDC_TEST_REDIRECT_URI: `${appUrl}/login/oidc/callback`,
      OIDC_TEST_POST_LOGOUT_URI: `${appUrl}/login/`,
    });
    await waitForUrl(`http://127.0.0.1:${providerPort}/.well-known/openid-configuration`, provider, 20_000);
    tessera = await startTessera({
      port: tesseraPort,
      env: {
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_AUTH_TYPE: 'oidc',
        TESSERA_OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
        TESSERA_OIDC_CLIENT_ID: 'tessera',
        TESSERA_OIDC_CLIENT_SECRET: 'tessera-client-secret',
        TESSERA_OIDC_PROVIDER_NAME: 'Example ID',
        TESSERA_AUTH_USER_REGISTRATION: 'true',
        TESSERA_AUTH_ROLES_SYNC_AT_LOGIN: 'true',
        TESSERA_AUTH_LOCAL_LOGIN: 'false',
        TESSERA_AUTH_ROLES_MAPPING: JSON.stringify({ analysts: ['Alpha', 'sql_lab'], viewers: ['Gamma'] }),
      },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await provider?.stop();
  });

  /** A fresh browser whose requests stay on this machine: the provider's pages import a web font from the internet. */
  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    return context.newPage();
  }

  /** From the login page through the provider's login and consent pages, back to the home page. */
  async function signIn(page: Page): Promise<void> {
    await page.goto(`${tessera.url}/superset/welcome/`);
    await page.waitForURL(/\/login\//);
    await page.getByRole('button', { name: 'Sign in with Example ID' }).click();
    await page.locator('input[name="login"]').fill('olivia');
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: 'Welcome, Olivia Hart' }).waitFor();
  }

  const rolesIn = (page: Page) =>
    page.evaluate(async () =>
      Object.keys(((await (await fetch('/api/v1/me/roles/')).json()) as { result: { roles: object } }).result.roles).sort(),
    );

  it('offers only the provider, lands a new user on the home page with roles from the groups claim, and logs out at the provider', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/`);
    await page.getByRole('button', { name: 'Sign in with Example ID' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);

    await signIn(page);
    expect(await rolesIn(page)).toEqual(['Alpha', 'sql_lab']);

    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Settings').click();
    await page.getByRole('option', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(/\/login\/$/);
    expect(await page.evaluate(async () => (await fetch('/api/v1/me/')).status)).toBe(401);
  });

  it('applies a group changed at the provider at the next login', async () => {
    fs.writeFileSync(accountsFile, JSON.stringify({ olivia: olivia(['viewers']) }));
    const page = await newPage();
    await signIn(page);
    expect(await rolesIn(page)).toEqual(['Gamma']);
  });

  it('keeps the password form for local administrators at /login/?local=1', async () => {
    const page = await newPage();
    await page.goto(`${tessera.url}/login/?local=1`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: 'Welcome, Tessera Admin' }).waitFor();
  });
});
