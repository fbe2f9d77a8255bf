import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** What a new analyst trips over, each test written from the reproduction it fixes. */
describe('first use: panels a new analyst meets', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let chartId: number;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
    const database = await pageApi<{ id: number }>(page, 'POST', '/api/v1/database/', {
      database_name: 'orchard',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    const dataset = await pageApi<{ id: number }>(page, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'harvest',
      sql: "SELECT * FROM (VALUES ('apple', 3), ('pear', 5)) AS harvest(fruit, qty)",
    });
    const formData = {
      datasource: `${dataset.body.id}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['fruit'],
      metrics: ['count'],
    };
    const chart = await pageApi<{ id: number }>(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Harvest',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    chartId = chart.body.id;
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it("shows 'Missing dataset' when Explore opens on a dataset that does not exist (issue 19, bug 9)", async () => {
    await page.goto(`${tessera.url}/explore/?datasource_type=table&datasource_id=999`);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.getByRole('alert').filter({ hasText: 'Missing dataset' }).waitFor();
    expect(await chartArea.getByText('Your chart is ready to go!').count()).toBe(0);
  });

  it('names the status of a chart-data answer other than 200/202 (issue 19, bug 12)', async () => {
    await page.route('**/api/v1/chart/data**', (route) => route.fulfill({ status: 503, body: '' }));
    try {
      await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
      const alert = page.getByRole('region', { name: 'Chart' }).getByRole('alert');
      await alert.filter({ hasText: 'Received unexpected response status (503) while fetching chart data' }).waitFor();
      expect(await alert.textContent()).not.toContain('Service unavailable');
    } finally {
      await page.unroute('**/api/v1/chart/data**');
    }
  });
});
