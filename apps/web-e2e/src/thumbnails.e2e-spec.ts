import os from 'node:os';
import path from 'node:path';
import { freePort } from '@tessera/platform/testing';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { adminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * With THUMBNAILS on, the chart list's cards show each chart's picture as their cover: the placeholder
 * while the report service draws it, then the picture itself (looked at: the card is pictured).
 */
describe('chart list card covers', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let warehouse: Client;
  const table = `thumbnail_sales_${process.pid}`;
  const chartName = `Thumbnail pie ${process.pid}`;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} (region text, amount int)`);
    await warehouse.query(`INSERT INTO public.${table} VALUES ('north', 10), ('south', 20), ('east', 35), ('west', 5)`);
    const port = await freePort();
    tessera = await startTessera({
      port,
      env: {
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_FEATURE_FLAGS: '{"THUMBNAILS": true}',
        TESSERA_PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    const call = await adminApi(tessera.url);
    const database = await call('POST', '/api/v1/database/', { database_name: 'thumbnail warehouse', sqlalchemy_uri: WAREHOUSE });
    const dataset = await call('POST', '/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
    const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };
    await call('POST', '/api/v1/chart/', {
      slice_name: chartName,
      viz_type: 'pie',
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${dataset.id}__table`, viz_type: 'pie', groupby: ['region'], metric, row_limit: 100 }),
    });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
  });

  it("shows the placeholder while the chart is drawn, then the chart's picture as the card's cover", async () => {
    await page.goto(`${tessera.url}/chart/list/`);
    const card = page.getByRole('list', { name: 'Cards' }).getByRole('listitem').filter({ hasText: chartName });
    const cover = card.getByTestId('card-cover');
    await cover.waitFor();
    // The first ask finds no picture yet: the cover keeps its placeholder while the report service draws it.
    await card.locator('[data-testid="card-cover"][data-thumbnail="rendering"]').waitFor({ timeout: 10_000 });
    expect(await cover.locator('img').count()).toBe(0);
    const image = cover.locator('img');
    await image.waitFor({ timeout: 90_000 });
    expect(await cover.getAttribute('data-thumbnail')).toBe('ready');
    const size = await image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(size.width).toBeGreaterThan(200);
    expect(size.height).toBeGreaterThan(200);
    const file = path.join(os.tmpdir(), 'thumbnails-card-cover.png');
    await card.screenshot({ path: file });
    console.log(`screenshot of the chart card: ${file}`);
  }, 150_000);
});
