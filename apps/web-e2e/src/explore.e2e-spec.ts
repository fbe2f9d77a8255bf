import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

interface ApiAnswer {
  status: number;
  body: { id?: number; result?: Record<string, unknown> };
}

const api = (page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
  pageApi<ApiAnswer['body']>(page, method, path, body);

async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('region', { name: 'Chart' })
    .locator('table tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}

describe('exploring a chart in the browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('opens a saved chart with values from its database, changes the metric, updates and saves it as a new chart', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', { database_name: 'fruit stand', sqlalchemy_uri: 'duckdb:///:memory:' });
    expect(database.status).toBe(201);
    const dataset = await api(page, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'fruit_sales',
      sql: "SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('plum', 7), ('plum', 4)) AS sales(fruit, qty)",
    });
    expect(dataset.status).toBe(201);
    const formData = {
      datasource: `${dataset.body.id}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['fruit'],
      metrics: ['count'],
      row_limit: 100,
    };
    const chart = await api(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Fruit sales',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    expect(chart.status).toBe(201);

    await page.goto(`${tessera.url}/explore/?slice_id=${chart.body.id}`);
    await page.locator('h1', { hasText: 'Fruit sales' }).waitFor();
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.locator('table').waitFor();
    expect((await tableRows(page)).sort()).toEqual([
      ['apple', '1'],
      ['pear', '1'],
      ['plum', '2'],
    ]);
    const datasetItems = await page.getByRole('region', { name: 'Dataset' }).getByRole('listitem').allTextContents();
    expect(datasetItems.map((text) => text.trim())).toEqual(['COUNT(*)', 'fruit', 'qty']);

    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.getByRole('button', { name: 'Remove COUNT(*)' }).click();
    await controls.getByRole('button', { name: 'Add metric to Metrics' }).click();
    await controls.getByRole('radio', { name: 'Simple' }).check();
    await controls.getByRole('combobox', { name: 'Column' }).click();
    await controls.getByRole('option', { name: 'qty' }).click();
    await controls.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Altered').waitFor();
    await page.getByRole('button', { name: 'Update chart' }).click();
    await chartArea.getByRole('columnheader', { name: 'SUM(qty)' }).waitFor();
    expect((await tableRows(page)).sort()).toEqual([
      ['apple', '3'],
      ['pear', '5'],
      ['plum', '11'],
    ]);

    // The run form data is kept under a key in the address, so a reload brings the edit back.
    await page.waitForURL((url) => url.searchParams.has('form_data_key'));
    await page.reload();
    await chartArea.getByRole('columnheader', { name: 'SUM(qty)' }).waitFor();
    await page.getByText('Altered').waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Save chart' });
    await modal.getByRole('radio', { name: 'Save as...' }).check();
    await modal.getByRole('textbox', { name: 'Chart name' }).fill('Fruit totals');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Chart [Fruit totals] has been saved').waitFor();
    await page.waitForURL(
      (url) => /^\d+$/.test(url.searchParams.get('slice_id') ?? '') && url.searchParams.get('slice_id') !== String(chart.body.id),
    );
    const savedId = new URL(page.url()).searchParams.get('slice_id');
    await page.locator('h1', { hasText: 'Fruit totals' }).waitFor();

    const saved = await api(page, 'GET', `/api/v1/chart/${savedId}`);
    expect(saved.body.result?.slice_name).toBe('Fruit totals');
    expect(JSON.parse(String(saved.body.result?.params)).metrics).toEqual([
      expect.objectContaining({ aggregate: 'SUM', column: expect.objectContaining({ column_name: 'qty' }) }),
    ]);
    const original = await api(page, 'GET', `/api/v1/chart/${chart.body.id}`);
    expect(JSON.parse(String(original.body.result?.params)).metrics).toEqual(['count']);
  });

  it('swaps a chart to another dataset from the dataset menu and re-runs it there', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', { database_name: 'fruit market', sqlalchemy_uri: 'duckdb:///:memory:' });
    expect(database.status).toBe(201);
    const createDataset = async (tableName: string, sql: string) => {
      const answer = await api(page, 'POST', '/api/v1/dataset/', { database: database.body.id, table_name: tableName, sql });
      expect(answer.status).toBe(201);
      return answer.body.id as number;
    };
    const salesId = await createDataset('market_sales', "SELECT * FROM (VALUES ('apple', 3), ('pear', 5)) AS sales(fruit, qty)");
    await createDataset('market_stock', "SELECT * FROM (VALUES ('fig', 2), ('fig', 6), ('kiwi', 1)) AS stock(fruit, qty)");
    const formData = {
      datasource: `${salesId}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['fruit'],
      metrics: ['count'],
      row_limit: 100,
    };
    const chart = await api(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Market fruit',
      viz_type: 'table',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    expect(chart.status).toBe(201);

    await page.goto(`${tessera.url}/explore/?slice_id=${chart.body.id}`);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.getByRole('cell', { name: 'apple' }).waitFor();

    const panel = page.getByRole('region', { name: 'Dataset' });
    await panel.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap dataset' });
    await dialog.getByRole('textbox', { name: 'Search / Filter' }).fill('market_stock');
    await dialog.getByRole('cell', { name: 'market_stock', exact: true }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await dialog.getByText('Are you sure you want to swap to dataset market_stock?').waitFor();
    // The re-run stores its form data under the address's key; a reload must wait for that.
    const stored = page.waitForResponse(
      (response) => response.url().includes('/api/v1/explore/form_data') && response.request().method() !== 'GET',
    );
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Successfully changed dataset!').waitFor();

    // The same controls now query the new dataset.
    await panel.getByRole('heading', { name: /market_stock/ }).waitFor();
    await chartArea.getByRole('cell', { name: 'kiwi' }).waitFor();
    expect((await tableRows(page)).sort()).toEqual([
      ['fig', '2'],
      ['kiwi', '1'],
    ]);

    // The swapped form data is kept under the address's key, so a reload stays on the new dataset.
    expect((await stored).ok()).toBe(true);
    await page.waitForURL((url) => url.searchParams.has('form_data_key'));
    await page.reload();
    await panel.getByRole('heading', { name: /market_stock/ }).waitFor();
    await chartArea.getByRole('cell', { name: 'kiwi' }).waitFor();
  });
});
