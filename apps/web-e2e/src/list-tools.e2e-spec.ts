import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { newSignedInPage } from './support/sign-in';
import { pageApi } from './support/page-api';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Calls the API from the signed-in page; anything but a 2xx answer fails the test. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await pageApi<T>(page, method, path, body);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

function datasetRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** A success toast with the text. */
function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
}

/** Ticks a row's bulk-select box the way a user does: Semantic's checkbox takes clicks on its label. */
async function selectRow(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: `Select ${name}` });
  await box.locator('xpath=..').click();
  expect(await box.isChecked()).toBe(true);
}

/** Rows of the uploaded CSV (about 200 kB). */
const ROWS = 9000;

describe('list tools in the browser: upload, bulk tag, export and re-import', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  const table = `e2e_people_${Date.now()}`;
  const tag = `e2e-tag-${Date.now()}`;

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url, { acceptDownloads: true });
    // The first start loads the examples in the background.
    let examples: { id: number; database_name: string } | undefined;
    for (const started = Date.now(); !examples && Date.now() - started < 90_000; await page.waitForTimeout(1000)) {
      const databases = await api<{ result: { id: number; database_name: string }[] }>(page, 'GET', '/api/v1/database/');
      examples = databases.result.find((database) => database.database_name === 'examples');
    }
    if (!examples) throw new Error('the examples database did not appear within 90 s');
    await api(page, 'PUT', `/api/v1/database/${examples.id}`, { allow_file_upload: true });
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('uploads a CSV into the examples database and lists its new dataset', async () => {
    await page.goto(`${tessera.url}/csvtodatabaseview/form/`);
    await page.getByRole('heading', { name: 'CSV Upload' }).waitFor();
    // Enough rows that a throttled upload shows its progress for a while.
    const people = ['Ada,1815-12-10,1.65', 'Alan,1912-06-23,1.78', 'Grace,1906-12-09,1.60'];
    const rows = Array.from({ length: ROWS }, (_, index) => people[index % people.length]);
    await page.getByLabel('Upload file').setInputFiles({
      name: `${table}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,born,height\n${rows.join('\n')}\n`),
    });
    await page.getByRole('region', { name: 'Preview uploaded file' }).getByText('name, born, height').waitFor();
    expect(await page.getByLabel('Table name').inputValue()).toBe(table);
    await page.getByRole('combobox', { name: 'Database' }).click();
    await page.getByRole('option', { name: 'examples' }).click();
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.getByText(`${ROWS} rows were written to`).waitFor();
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await toast(page, 'Data imported').waitFor();

    await page.goto(`${tessera.url}/tablemodelview/list/?viewMode=table`);
    await datasetRow(page, table).waitFor();
  });

  it('tags two datasets in bulk and shows them on the tag page', async () => {
    await page.goto(`${tessera.url}/tablemodelview/list/?viewMode=table`);
    await datasetRow(page, table).waitFor();
    const other = page.locator('table tbody tr a').filter({ hasNotText: table }).first();
    const otherName = (await other.textContent()) ?? '';
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await selectRow(page, table);
    await selectRow(page, otherName);
    await page.getByRole('region', { name: 'Bulk select' }).getByRole('button', { name: 'Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk tag' });
    await dialog.getByText('You are adding tags to 2 datasets').waitFor();
    await dialog.getByRole('combobox', { name: 'tags' }).pressSequentially(`${tag},`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Tagged 2 datasets').waitFor();

    await page.goto(`${tessera.url}/superset/tags/`);
    await page.getByRole('link', { name: tag }).click();
    await page.waitForURL(/\/superset\/all_entities\/\?id=\d+$/);
    await page.getByRole('heading', { name: tag }).waitFor();
    const datasets = page.getByRole('region', { name: 'Datasets' });
    // Tag pages name datasets `schema.table` when they have a schema.
    await datasets.getByRole('link', { name: new RegExp(`(^|\\.)${table}$`) }).waitFor();
    await datasets.getByRole('link', { name: new RegExp(`(^|\\.)${otherName}$`) }).waitFor();
  });

  it('exports a dataset as a zip and imports it again with overwrite', async () => {
    await page.goto(`${tessera.url}/tablemodelview/list/?viewMode=table`);
    await datasetRow(page, table).waitFor();
    await page.getByRole('button', { name: 'Bulk select' }).click();
    await selectRow(page, table);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Bulk select' }).getByRole('button', { name: 'Export' }).click(),
    ]);
    const bundlePath = await download.path();
    const bundle = fs.readFileSync(bundlePath);
    expect(bundle.subarray(0, 2).toString('latin1')).toBe('PK');

    await page.getByRole('button', { name: 'Import dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import dataset' });
    await dialog
      .getByLabel('Select file')
      .setInputFiles({ name: download.suggestedFilename() || 'dataset_export.zip', mimeType: 'application/zip', buffer: bundle });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const overwrite = dialog.getByRole('button', { name: 'Overwrite' });
    await overwrite.waitFor();
    expect(await overwrite.isDisabled()).toBe(true);
    await dialog.getByLabel('Please type OVERWRITE to confirm').fill('OVERWRITE');
    await overwrite.click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Dataset imported').waitFor();
    await datasetRow(page, table).waitFor();
  });
});
