import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import { launchBrowser } from './support/browser';
import { chooseInDropdown, expectDropdownText } from './support/dropdown';
import { newSignedInPage } from './support/sign-in';
import { editorApi as api, typeSql } from './support/sql-editor';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Running statements on the machine's PostgreSQL whose SQL contains `marker`, other than our own probe. */
async function runningStatements(pg: Client, marker: string): Promise<number> {
  const { rows } = await pg.query<{ count: string }>(
    "SELECT count(*) AS count FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND position($1 in query) > 0",
    [marker],
  );
  return Number(rows[0]?.count ?? 0);
}

/** The lines the Ace editor shows, joined. */
async function editorText(page: Page): Promise<string> {
  return (await page.getByRole('group', { name: 'SQL editor' }).locator('.ace_line').allTextContents()).join('\n');
}

describe('the SQL editor acceptance, with the example data loaded', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let pg: Client;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_EXAMPLES_SCALE: '0.05' } });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
    pg = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
    await pg.connect();
    // The example tables are written in the background after the first start.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const databases = await page.evaluate(
        async () => (await (await fetch('/api/v1/database/?q=(page_size:100)')).json()).result as { id: number; database_name: string }[],
      );
      const examples = databases.find((database) => database.database_name === 'examples');
      if (examples) {
        const tables = await page.evaluate(
          async (id) => (await fetch(`/api/v1/database/${id}/tables/?q=(schema_name:main)`)).json(),
          examples.id,
        );
        if (JSON.stringify(tables).includes('birth_names')) break;
      }
      if (Date.now() > deadline) throw new Error('the example tables did not appear within 120 s');
      await page.waitForTimeout(1000);
    }
  }, 180_000);

  // Each test starts from a browser of its own, with no tabs kept from another test.
  beforeEach(async () => {
    await page.context().close();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await pg?.end();
    await browser?.close();
    await tessera?.stop();
  });

  /** The first tab, on the example database and its `main` schema. */
  async function openExamplesTab(): Promise<void> {
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('option', { name: 'examples', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', 'examples');
    await page.getByRole('option', { name: 'main', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Schema', 'main');
  }

  it('downloads a result as CSV, shares the tab through a link, and charts the result in Explore', async () => {
    const sql = 'SELECT name, num FROM birth_names ORDER BY num DESC, name LIMIT 3';
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('button', { name: 'Add a new tab' }).click();
    await page.getByRole('option', { name: 'examples', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', 'examples');
    await page.getByRole('option', { name: 'main', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Schema', 'main');
    await typeSql(page, sql);
    await page.keyboard.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('3 rows returned').waitFor();

    // The CSV comes from the server, header first.
    const download = page.waitForEvent('download');
    await results.getByRole('link', { name: 'Download to CSV' }).click();
    const csv = fs.readFileSync((await (await download).path()) as string, 'utf8');
    const lines = csv.split(/\r?\n/).filter((line) => line !== '');
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('name,num');
    expect(lines).toHaveLength(4);

    // 'Copy link' stores a permalink; its address opens the SQL in a new tab.
    const created = page.waitForResponse(
      (response) => response.url().includes('/api/v1/sqllab/permalink') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    const { key } = (await (await created).json()) as { key: string };
    const tabsBefore = await page.getByRole('tab').count();
    await page.goto(`${tessera.url}/sqllab/p/${key}/`);
    const opened = page.getByRole('tab').nth(tabsBefore);
    await opened.waitFor();
    expect(await opened.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab').count()).toBe(tabsBefore + 1);
    await page.getByRole('group', { name: 'SQL editor' }).getByText(sql).waitFor();
    await page.waitForURL(`${tessera.url}/sqllab/`);

    // 'Create chart' makes a virtual dataset of the query and opens Explore on it.
    await page.getByRole('button', { name: 'Run' }).click();
    await results.getByText('3 rows returned').waitFor();
    await results.getByRole('button', { name: 'Create chart' }).click();
    await page.waitForURL(/\/explore\/\?datasource=\d+__table$/);
    const datasetId = Number(/datasource=(\d+)__table/.exec(page.url())?.[1]);
    const dataset = await page.evaluate(
      async (id) =>
        (await (await fetch(`/api/v1/dataset/${id}`)).json()).result as {
          sql: string;
          schema: string;
          database: { database_name: string };
        },
      datasetId,
    );
    expect(dataset).toMatchObject({ sql, schema: 'main', database: { database_name: 'examples' } });
  });

  it('keeps the left bar hidden across a reload, and previews the rows of an added table in its own results tab', async () => {
    await openExamplesTab();
    const explorer = page.getByRole('complementary', { name: 'Database explorer' });
    await page.getByRole('button', { name: 'Hide left bar' }).click();
    await explorer.waitFor({ state: 'detached' });
    // Tabs are written to the browser's storage on each change; the reload reads them back.
    await page.reload();
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('button', { name: 'Show left bar' }).waitFor();
    expect(await explorer.count()).toBe(0);
    await page.getByRole('button', { name: 'Show left bar' }).click();
    await explorer.waitFor();

    await page.getByRole('option', { name: 'main', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await page.getByPlaceholder('Select table or type to search tables').fill('birth_names');
    await page.getByRole('list', { name: 'Tables' }).getByRole('button', { name: 'birth_names', exact: true }).click();
    await page.getByRole('region', { name: 'main.birth_names' }).getByRole('list', { name: 'Columns' }).waitFor();
    const preview = page.getByRole('region', { name: 'Preview: `birth_names`' });
    await preview.getByText(/\d+ rows? returned/).waitFor();
    expect(await preview.getByRole('gridcell').count()).toBeGreaterThan(0);
    // The preview is not the tab's own result.
    await page.getByRole('button', { name: 'Results', exact: true }).click();
    await page.getByRole('region', { name: 'Results' }).getByText('Run a query to display results').waitFor();
  });

  it('autocompletes a table name of the example database', async () => {
    await openExamplesTab();
    // A prefix of the table name brings up the popup; Enter accepts it.
    await page.getByRole('group', { name: 'SQL editor' }).locator('.ace_content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('SELECT name, num FROM birth_na', { delay: 30 });
    await page.locator('.ace_autocomplete').getByText('birth_names').first().waitFor();
    await page.keyboard.press('Enter');
    expect(await editorText(page)).toBe('SELECT name, num FROM birth_names');
  });

  it('runs a query into the grid, stops a slow async query, saves, reloads and reopens the saved query', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', {
      database_name: 'machine postgres for stop',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/postgres',
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expect(database.status).toBe(201);
    await openExamplesTab();
    await typeSql(page, 'SELECT name, num FROM birth_names');
    await page.keyboard.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('columnheader', { name: 'num' }).waitFor();
    await results.locator('.ag-row').first().waitFor();
    await results.getByText(/\d+ rows returned/).waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Save query' });
    await modal.getByLabel('Name').fill('Birth names e2e');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Birth names e2e' }).waitFor();

    // A slow query, run asynchronously on the machine's PostgreSQL, then stopped.
    // The saved tab is named now, so the new one is the first untitled query again.
    await page.getByRole('button', { name: 'Add a new tab' }).click();
    await page.getByRole('tab', { name: 'Untitled Query 1', selected: true }).waitFor();
    await page.getByRole('option', { name: 'machine postgres for stop', includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', 'machine postgres for stop');
    const marker = `stop_marker_${Date.now()}`;
    const slowSql = `SELECT pg_sleep(30) AS ${marker}`;
    await typeSql(page, slowSql);
    const queued = page.waitForResponse((response) => response.url().includes('/api/v1/sqllab/execute/'));
    await page.getByRole('button', { name: 'Run' }).click();
    expect((await queued).status()).toBe(202);
    const started = Date.now() + 20_000;
    while ((await runningStatements(pg, marker)) === 0) {
      if (Date.now() > started) throw new Error('the slow query never started on PostgreSQL');
      await page.waitForTimeout(100);
    }

    await page.getByRole('button', { name: 'Stop' }).click();
    const clicked = Date.now();
    await results.getByText('Query was stopped.').waitFor({ timeout: 1000 });
    let running = await runningStatements(pg, marker);
    while (running > 0 && Date.now() - clicked < 1000) {
      await page.waitForTimeout(50);
      running = await runningStatements(pg, marker);
    }
    expect(running).toBe(0);
    expect(Date.now() - clicked).toBeLessThanOrEqual(1000);
    await page.getByRole('button', { name: 'Run' }).waitFor();

    // A reload finds both tabs with their databases and SQL.
    await page.reload();
    await page.getByRole('tab', { name: 'Untitled Query 1', selected: true }).waitFor();
    await expectDropdownText(page, 'Database', 'machine postgres for stop');
    await page.getByRole('group', { name: 'SQL editor' }).getByText(slowSql).waitFor();
    await page.getByRole('tab', { name: 'Birth names e2e' }).click();
    await page.getByRole('group', { name: 'SQL editor' }).getByText('SELECT name, num FROM birth_names').waitFor();
    // The schema list loads after the tab shows; the tab's schema is selected once it is there.
    await expectDropdownText(page, 'Schema', 'main');

    // The saved query opens from its list page.
    await page.getByRole('button', { name: 'Close tab Birth names e2e' }).click();
    await page.goto(`${tessera.url}/savedqueryview/list/`);
    await page.getByRole('link', { name: 'Birth names e2e' }).click();
    await page.waitForURL(/\/sqllab\/\?savedQueryId=\d+/);
    await page.getByRole('tab', { name: 'Birth names e2e', selected: true }).waitFor();
    await page.getByRole('group', { name: 'SQL editor' }).getByText('SELECT name, num FROM birth_names').waitFor();
    expect(await editorText(page)).toBe('SELECT name, num FROM birth_names');
  });
});
