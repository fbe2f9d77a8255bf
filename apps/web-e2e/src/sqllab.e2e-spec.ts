import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown, expectDropdownText } from './support/dropdown';
import { editorApi as api, typeSql } from './support/sql-editor';
import { watchCspViolations, type CspWatch } from './support/csp-violations';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

describe('the SQL editor in the browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let csp: CspWatch;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
    csp = await watchCspViolations(page.context());
  });

  // The editor (ace, its workers, the result grid) runs under the gateway's Content-Security-Policy.
  afterEach(() => expect(csp.violations).toEqual([]));

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('runs a query on a PostgreSQL database exposed in the editor, shows its row, then the error of a failing one', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', {
      database_name: 'machine postgres',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);

    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await chooseInDropdown(page, 'Database', 'machine postgres');

    await typeSql(page, "SELECT 1 AS one, 'x' AS two");
    await page.keyboard.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('gridcell', { name: 'x' }).waitFor();
    await results.getByText('1 row returned').waitFor();

    await typeSql(page, 'SELECT * FROM no_such_table_in_e2e');
    await page.getByRole('button', { name: 'Run' }).click();
    const alert = results.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('no_such_table_in_e2e');

    // The tab, its database and SQL survive a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('group', { name: 'SQL editor' }).getByText('no_such_table_in_e2e').waitFor();
    await expectDropdownText(page, 'Database', 'machine postgres');
  });

  it('saves the tab as a query that opens again from its address', async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await page.getByRole('option', { name: 'machine postgres', exact: true, includeHidden: true }).waitFor({ state: 'attached' });
    await typeSql(page, 'SELECT 7 AS seven');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Save query' });
    await modal.getByLabel('Name').fill('Seven');
    await modal.getByLabel('Description').fill('a saved number');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Seven' }).waitFor();

    const saved = await page.evaluate(
      async () =>
        (await (await fetch('/api/v1/saved_query/')).json()) as {
          result: { id: number; label: string; sql: string; description: string }[];
        },
    );
    const seven = saved.result.find((query) => query.label === 'Seven');
    expect(seven).toMatchObject({ sql: 'SELECT 7 AS seven', description: 'a saved number' });

    await page.getByRole('button', { name: 'Close tab Seven' }).click();
    await page.goto(`${tessera.url}/sqllab/?savedQueryId=${seven?.id}`);
    await page.getByRole('tab', { name: 'Seven', selected: true }).waitFor();
    await page.getByRole('group', { name: 'SQL editor' }).getByText('SELECT 7 AS seven').waitFor();
  });

  it('runs asynchronously on a database that allows it, and stops a long query', async () => {
    const database = await api(page, 'POST', '/api/v1/database/', {
      database_name: 'machine postgres async',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expect(database.status).toBe(201);

    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('button', { name: 'Add a new tab' }).click();
    await page.getByRole('tab', { name: 'Untitled Query 2' }).waitFor();
    await page.getByRole('option', { name: 'machine postgres async', includeHidden: true }).waitFor({ state: 'attached' });
    await chooseInDropdown(page, 'Database', 'machine postgres async');

    await typeSql(page, 'SELECT 42 AS answer');
    const queued = page.waitForResponse((response) => response.url().includes('/api/v1/sqllab/execute/'));
    await page.getByRole('button', { name: 'Run' }).click();
    expect((await queued).status()).toBe(202);
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('gridcell', { name: '42' }).waitFor();

    await typeSql(page, 'SELECT pg_sleep(30)');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await results.getByText('Query was stopped.').waitFor();
    await page.getByRole('button', { name: 'Run' }).waitFor();
  });
});

describe('the SQL editor with its tabs kept on the server', () => {
  let tessera: TesseraProcess;
  let browser: Browser;

  beforeAll(async () => {
    tessera = await startTessera({
      env: { TESSERA_LOAD_EXAMPLES: 'false', TESSERA_FEATURE_FLAGS: JSON.stringify({ SQLLAB_BACKEND_PERSISTENCE: true }) },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  async function signedInPage(): Promise<Page> {
    const page = await newSignedInPage(browser, tessera.url);
    return page;
  }

  /** Polls the server's copy of the active tab until it reads `label` and `sql`. */
  async function waitForServerTab(page: Page, label: string, sql: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const active = await page.evaluate(
        async () => (await (await fetch('/api/v1/sqllab/')).json()).result.active_tab as { label: string; sql: string } | null,
      );
      if (active?.label === label && active.sql === sql) return;
      await page.waitForTimeout(500);
    }
    throw new Error(`the server never kept the tab '${label}'`);
  }

  it('finds a renamed tab and its SQL in another browser', async () => {
    const first = await signedInPage();
    await first.goto(`${tessera.url}/sqllab/`);
    await first.getByRole('tab', { name: 'Untitled Query 1' }).dblclick();
    await first.getByRole('textbox', { name: 'Tab name' }).fill('Kept on the server');
    await first.keyboard.press('Enter');
    await typeSql(first, 'SELECT 3 AS three');
    // Edits reach the server after five quiet seconds.
    await waitForServerTab(first, 'Kept on the server', 'SELECT 3 AS three');

    const second = await signedInPage();
    await second.goto(`${tessera.url}/sqllab/`);
    await second.getByRole('tab', { name: 'Kept on the server', selected: true }).waitFor();
    await second.getByRole('group', { name: 'SQL editor' }).getByText('SELECT 3 AS three').waitFor();
    expect(await second.getByRole('tab').count()).toBe(1);
  });
});
