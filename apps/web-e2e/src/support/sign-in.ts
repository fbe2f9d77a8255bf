import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Signs the page in as the first administrator through the login form and waits for the home page.
 * The heading, not the load event, says the page is there: under load the load event can come late.
 */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/superset\/welcome\/$/, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
}

/** A page in a fresh browser context (1400 × 1000 unless `options` say otherwise), signed in as admin. */
export async function newSignedInPage(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, ...options })).newPage();
  await signInAsAdmin(page, baseUrl);
  return page;
}
