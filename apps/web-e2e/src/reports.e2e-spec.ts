import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Where the pages are pictured along the way, to look at what a user sees. */
async function picture(page: Page, name: string): Promise<void> {
  const file = path.join(os.tmpdir(), `tessera-reports-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`screenshot: ${file}`);
}

describe('email reports', () => {
  const title = `Weekly sales ${Date.now()}`;
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;
  let dashboardId: number;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    api = await adminApi(tessera.url);
    dashboardId = (await api('POST', '/api/v1/dashboard/', { dashboard_title: title, published: true })).id;
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('are set up from a dashboard header, listed, switched off, and show their (empty) execution log', async () => {
    // Set up: the modal opens named after the dashboard; a bad schedule is refused before anything is sent.
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
    const setUp = page.getByRole('button', { name: 'Set up an email report' });
    await setUp.and(page.locator(':enabled')).waitFor();
    await setUp.click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    await modal.waitFor();
    expect(await modal.getByLabel(/Report name/).inputValue()).toBe(title);
    await modal.getByLabel('Hour').fill('25');
    await modal.getByText('Invalid cron expression').waitFor();
    await modal.getByLabel('Hour').fill('8');
    await modal.getByLabel(/Email recipients/).fill('team@example.org, ada@example.org');
    await picture(page, 'modal');
    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/report/') && response.request().method() === 'POST'),
      modal.getByRole('button', { name: 'Add' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const reportId = ((await created.json()) as { id: number }).id;
    await page.getByText('The report has been created').waitFor();
    await page.getByRole('button', { name: 'Manage email report' }).waitFor();

    // The server holds what the modal sent.
    const saved = await api<{ result: { name: string; crontab: string; creation_method: string; dashboard: { id: number }; active: boolean } }>('GET', `/api/v1/report/${reportId}`);
    expect(saved.result).toMatchObject({ name: title, crontab: '0 8 * * *', creation_method: 'dashboards', dashboard: { id: dashboardId }, active: true });

    // Settings → Manage → Alerts & Reports opens the alerts tab; the report is listed under Reports, active.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Settings').click();
    await page.getByRole('option', { name: 'Alerts & Reports' }).click();
    await page.waitForURL(`${tessera.url}/alert/list/`);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${tessera.url}/report/list/`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    const toggle = row.getByRole('checkbox', { name: `Active: ${title}` });
    expect(await toggle.isChecked()).toBe(true);
    await picture(page, 'list');
    // Switched off with the row's toggle.
    const [switched] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/v1/report/${reportId}`) && response.request().method() === 'PUT'),
      row.locator('.ui.toggle.checkbox').click(),
    ]);
    expect(switched.ok()).toBe(true);
    expect(JSON.parse(switched.request().postData() ?? '{}')).toEqual({ active: false });
    expect((await api<{ result: { active: boolean } }>('GET', `/api/v1/report/${reportId}`)).result.active).toBe(false);
    // The list asks again and shows the report off.
    await row.getByRole('checkbox', { name: `Active: ${title}`, checked: false }).waitFor();

    // Its execution log: it never ran, so the empty state shows.
    await row.getByRole('button', { name: 'Execution log' }).click();
    await page.waitForURL(`${tessera.url}/report/${reportId}/log/`);
    await page.getByRole('heading', { name: `Execution log: ${title}` }).waitFor();
    await page.getByText('No runs yet').waitFor();
    await picture(page, 'log');
  });
});
