import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown } from './support/dropdown';
import { editorApi as api, typeSql } from './support/sql-editor';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const ROWS = 100_000;

describe('the SQL editor with a 100,000-row result', () => {
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

  it('scrolls to the last row through the paging route, the page staying responsive', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', {
      database_name: 'large results postgres',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);

    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('option', { name: 'large results postgres', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', 'large results postgres');
    await chooseInDropdown(page, 'Limit', ROWS.toLocaleString('en-US'));
    await typeSql(page, `SELECT n, 'row ' || n AS label FROM generate_series(1, ${ROWS}) AS n ORDER BY n`);
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/sqllab/results/')) pages.push(decodeURIComponent(request.url()));
    });
    await page.keyboard.press('Control+Enter');

    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('100,000 rows returned').waitFor({ timeout: 60_000 });
    await results.getByRole('gridcell', { name: 'row 1', exact: true }).waitFor();
    // Virtualised: a screenful of rows in the document, not 100,000.
    expect(await results.getByRole('row').count()).toBeLessThan(200);

    // To the bottom of the grid: the last block of rows is read by offset and shown.
    await page.evaluate(() => {
      // The element that scrolls the rows (its class differs between ag-grid versions): the tallest scrollable one.
      const scrollers = [...document.querySelectorAll<HTMLElement>('[data-row-model="paged"] *')].filter(
        (element) => element.scrollHeight > element.clientHeight + 1000,
      );
      const viewport = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
      if (!viewport) throw new Error('no grid viewport');
      viewport.scrollTop = viewport.scrollHeight;
    });
    await results.getByRole('gridcell', { name: `row ${ROWS}`, exact: true }).waitFor();
    expect(pages.some((url) => /offset:99\d{3}/.test(url))).toBe(true);

    // The page answers at once: the main thread is not held by the grid.
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(1000);
    const file = path.join(os.tmpdir(), 'sqllab-100k-rows.png');
    await page.screenshot({ path: file });
    console.log(`screenshot of the last rows: ${file}`);
  });
});
