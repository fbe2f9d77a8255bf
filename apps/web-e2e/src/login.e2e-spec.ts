import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startTessera, type TesseraProcess } from './support/tessera-process';

describe('logging in and out in the browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });

  it('sends a visitor to the login page, refuses a wrong password, logs admin in to the home page and out again', async () => {
    await page.goto(`${tessera.url}/superset/welcome/`);
    await page.waitForURL(/\/login\//);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid login. Please try again.').waitFor();

    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('heading', { name: 'Welcome, Tessera Admin' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Settings').click();
    await page.getByRole('option', { name: 'Logout' }).click();
    await page.waitForURL(/\/login\/$/);
    const me = await page.evaluate(async () => (await fetch('/api/v1/me/')).status);
    expect(me).toBe(401);
  });
});
