import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { chooseInDropdown } from './support/dropdown';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** The machine's PostgreSQL: the warehouse the chart reads. */
const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Where the pages are pictured along the way, to look at what a user sees. */
async function picture(page: Page, name: string): Promise<void> {
  const file = path.join(os.tmpdir(), `tessera-reports-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`screenshot: ${file}`);
}

describe('schedules: email reports, alerts and scheduled queries', () => {
  const title = `Weekly sales ${Date.now()}`;
  const table = `report_orders_${randomBytes(4).toString('hex')}`;
  let warehouse: Client;
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;
  let dashboardId: number;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE_URL });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} (region TEXT NOT NULL, amount INTEGER NOT NULL)`);
    await warehouse.query(`INSERT INTO public.${table} VALUES ('north', 100), ('south', 4000)`);
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    api = await adminApi(tessera.url);
    dashboardId = (await api('POST', '/api/v1/dashboard/', { dashboard_title: title, published: true })).id;
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
  });

  it('a report is set up from a dashboard header, listed, switched off, and shows its (empty) execution log', async () => {
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
    const saved = await api<{
      result: { name: string; crontab: string; creation_method: string; dashboard: { id: number }; active: boolean };
    }>('GET', `/api/v1/report/${reportId}`);
    expect(saved.result).toMatchObject({
      name: title,
      crontab: '0 8 * * *',
      creation_method: 'dashboards',
      dashboard: { id: dashboardId },
      active: true,
    });

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

  it("a report is set up from a chart's header in Explore, with the chart's data formats on offer", async () => {
    const database = await api('POST', '/api/v1/database/', { database_name: `reports ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
    const dataset = await api('POST', '/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
    const params = {
      datasource: `${dataset.id}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['region', 'amount'],
      row_limit: 100,
    };
    const chart = await api('POST', '/api/v1/chart/', {
      slice_name: `Orders ${table}`,
      viz_type: 'table',
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });

    await page.goto(`${tessera.url}/explore/?slice_id=${chart.id}`);
    const setUp = page.getByRole('button', { name: 'Set up an email report' });
    await setUp.and(page.locator(':enabled')).waitFor();
    await setUp.click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    const format = modal.getByRole('listbox', { name: 'Format' });
    expect(await format.getByRole('option', { includeHidden: true }).allTextContents()).toEqual([
      'Image (PNG) embedded in email',
      'Formatted CSV attached in email',
      'Text embedded in email',
      'PDF attached in email',
      'Excel (XLSX) attached in email',
    ]);
    await chooseInDropdown(modal, 'Format', 'Formatted CSV attached in email');
    await modal.getByLabel(/Email recipients/).fill('ada@example.org');
    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/report/') && response.request().method() === 'POST'),
      modal.getByRole('button', { name: 'Add' }).click(),
    ]);
    expect(created.status()).toBe(201);
    const reportId = ((await created.json()) as { id: number }).id;
    await page.getByRole('button', { name: 'Manage email report' }).waitFor();
    const saved = await api<{ result: { creation_method: string; chart: { id: number }; report_format: string } }>(
      'GET',
      `/api/v1/report/${reportId}`,
    );
    expect(saved.result).toMatchObject({ creation_method: 'charts', chart: { id: chart.id }, report_format: 'CSV' });
  });

  it('an alert is created from the Alerts tab on a query, a condition and a dashboard', async () => {
    const database = await api('POST', '/api/v1/database/', { database_name: `alerts ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
    const name = `Big orders ${table}`;
    await page.goto(`${tessera.url}/alert/list/`);
    await page.getByRole('button', { name: '+ Alert' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add alert' });
    await modal.getByLabel(/Alert name/).fill(name);
    await modal.getByRole('combobox', { name: 'Database' }).click();
    await page.getByRole('option', { name: `alerts ${table}` }).click();
    await modal.locator('.ace_text-input').focus();
    await page.keyboard.type(`SELECT max(amount) FROM public.${table}`);
    await chooseInDropdown(modal, 'Trigger Alert If...', '> (Larger than)');
    await modal.getByLabel(/^Value/).fill('1000');
    await modal.getByRole('combobox', { name: 'Dashboard' }).click();
    await page.getByRole('option', { name: title }).click();
    await modal.getByLabel(/Email recipients/).fill('ops@example.org');
    await picture(page, 'alert-modal');
    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/report/') && response.request().method() === 'POST'),
      modal.getByRole('button', { name: 'Add' }).click(),
    ]);
    expect(created.status()).toBe(201);
    await page.getByText('The alert has been created').waitFor();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    const alertId = ((await created.json()) as { id: number }).id;
    const saved = await api<{ result: Record<string, unknown> }>('GET', `/api/v1/report/${alertId}`);
    expect(saved.result).toMatchObject({
      type: 'Alert',
      database: { id: database.id },
      sql: `SELECT max(amount) FROM public.${table}`,
      validator_type: 'operator',
      dashboard: { id: dashboardId },
    });
    expect(JSON.parse(saved.result.validator_config_json as string)).toEqual({ op: '>', threshold: 1000 });
  });

  it("a query is scheduled from the SQL editor: saved with its schedule_info and listed as 'Scheduled'", async () => {
    const databaseName = `scheduled ${table}`;
    await api('POST', '/api/v1/database/', { database_name: databaseName, sqlalchemy_uri: WAREHOUSE_URL, expose_in_sqllab: true });
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('option', { name: databaseName, exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', databaseName);
    await page.getByRole('group', { name: 'SQL editor' }).locator('.ace_content').click();
    await page.keyboard.insertText(`SELECT region FROM public.${table}`);

    await page.getByRole('button', { name: 'Schedule query' }).click();
    const modal = page.getByRole('dialog', { name: 'Schedule query' });
    await modal.getByLabel(/Name/).fill(`Nightly ${table}`);
    await modal.getByLabel(/Start date/).fill('2026-12-01');
    await modal.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Your query has been scheduled. To see details of your query, navigate to Saved queries').waitFor();

    await page.goto(`${tessera.url}/savedqueryview/list/`);
    const row = page.getByRole('row').filter({ hasText: `Nightly ${table}` });
    await row.getByText('Scheduled', { exact: true }).first().waitFor();
    const listed = await api<{ result: { label: string; extra: { schedule_info?: Record<string, string> } }[] }>(
      'GET',
      '/api/v1/saved_query/?q=(page:0,page_size:100)',
    );
    const saved = listed.result.find((query) => query.label === `Nightly ${table}`);
    expect(saved?.extra.schedule_info).toEqual({ schedule_interval: '0 0 * * *', start_date: '2026-12-01' });
  });
});
