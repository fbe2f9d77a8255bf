import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown } from './support/dropdown';
import { pageApi } from './support/page-api';
import { typeSql } from './support/sql-editor';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** What a new analyst trips over, each test written from the reproduction it fixes. */
describe('first use: panels a new analyst meets', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let chartId: number;
  let datasetId: number;

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
    datasetId = dataset.body.id;
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

  it("saves a chart onto a dashboard named without Enter, and 'Save & go to dashboard' opens it (issue 19, bugs 3 and 4)", async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Save chart' });
    // Bug 4: Fomantic draws each radio's circle with its label's ::before; it must be there and sized.
    const circle = await modal
      .locator('.ui.radio.checkbox label')
      .first()
      .evaluate((label) => {
        const style = getComputedStyle(label, '::before');
        return { content: style.content, width: parseFloat(style.width), border: style.borderTopWidth };
      });
    expect(circle.content).not.toBe('none');
    expect(circle.width).toBeGreaterThan(10);
    await modal.getByText('Save as...').click();
    expect(await modal.getByRole('radio', { name: 'Save as...' }).isChecked()).toBe(true);
    await modal.screenshot({ path: screenshotPath('save-modal') });

    await modal.getByRole('textbox', { name: 'Chart name' }).fill('Harvest on a board');
    await modal.getByRole('combobox', { name: 'Add to dashboard' }).pressSequentially('Orchard board');
    await modal.getByRole('button', { name: 'Save & go to dashboard' }).click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/$/);
    await page.getByRole('heading', { name: 'Orchard board' }).waitFor();
    await page.getByText('Harvest on a board').first().waitFor();
  });

  it("opens the SQL editor's tab menu in full, above the editor (issue 19, bug 1)", async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('tablist', { name: 'Query tabs' }).waitFor();
    await page
      .getByRole('listbox', { name: 'Tab actions' })
      .or(page.getByRole('button', { name: 'Tab actions' }))
      .first()
      .click();
    // The last item (disabled with one tab) must show in full, and an enabled one must take the click.
    const last = page.getByRole('option', { name: 'Close all other tabs' });
    await last.waitFor();
    expect((await last.boundingBox())?.height ?? 0).toBeGreaterThan(20);
    const item = page.getByRole('option', { name: 'Duplicate tab' });
    await item.waitFor();
    const box = await item.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);
    // The item itself is what a click at its centre reaches: nothing clips or covers it.
    const onTop = await item.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(onTop).toBe(true);
    await page.screenshot({ path: screenshotPath('sql-tab-menu') });
    await page.keyboard.press('Escape');
  });

  it('drill to detail shows temporal values as dates and pages with arrows (issue 19, bug 5)', async () => {
    const database = await pageApi<{ id: number }>(page, 'POST', '/api/v1/database/', {
      database_name: 'visits',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    const dataset = await pageApi<{ id: number }>(page, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'visits',
      sql: "SELECT CAST(range AS INTEGER) AS n, TIMESTAMP '2003-01-09 00:00:00' + to_days(CAST(range AS INTEGER)) AS ds FROM range(120)",
    });
    const formData = { datasource: `${dataset.body.id}__table`, viz_type: 'table', query_mode: 'aggregate', metrics: ['count'] };
    const chart = await pageApi<{ id: number }>(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Visits',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    await page.goto(`${tessera.url}/explore/?slice_id=${chart.body.id}`);
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    await page.getByRole('button', { name: 'More options for Visits' }).click();
    await page.getByRole('menuitem', { name: 'Drill to detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Drill to detail: Visits' });
    await detail.getByText('120 rows').waitFor();
    const days = (await detail.locator('[role="gridcell"][col-id="ds"]').allTextContents()).map((text) => text.trim());
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(/^2003-\d{2}-\d{2} 00:00:00$/);
    const pager = detail.getByRole('navigation', { name: 'Pages' });
    const next = pager.getByRole('button', { name: 'Next page' });
    expect((await next.textContent())?.trim()).toBe('›');
    expect(await pager.textContent()).not.toMatch(/[()⟨⟩]/);
    await next.click();
    await detail.getByRole('gridcell', { name: '2003-02-28 00:00:00' }).waitFor();
    await page.screenshot({ path: screenshotPath('drill-to-detail') });
    await page.keyboard.press('Escape');
  });

  it("native filter configuration names the saved filter's dataset (issue 19, bug 6)", async () => {
    const filter = {
      id: 'NATIVE_FILTER-fruit',
      name: 'Fruit',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: 'fruit' } }],
      controlValues: { multiSelect: true },
      defaultDataMask: { filterState: {} },
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    };
    const dashboard = await pageApi<{ id: number }>(page, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Orchard',
      published: true,
      json_metadata: JSON.stringify({ native_filter_configuration: [filter] }),
    });
    expect(dashboard.status).toBe(201);
    await page.goto(`${tessera.url}/superset/dashboard/${dashboard.body.id}/`);
    await page.getByRole('button', { name: 'Add/Edit Filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await expect_value(modal.getByRole('combobox', { name: 'Dataset' }), 'harvest');
    await page.keyboard.press('Escape');
  });

  it('bulk tag keeps the selection behind its dialog and counts objects (issue 19, bug 7)', async () => {
    await pageApi(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Harvest again',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table', metrics: ['count'] }),
    });
    await page.goto(`${tessera.url}/chart/list/?viewMode=table`);
    await page.getByRole('link', { name: 'Harvest again' }).waitFor();
    await page.getByRole('button', { name: 'Bulk select' }).click();
    const banner = page.getByRole('region', { name: 'Bulk select' });
    for (const name of ['Harvest', 'Harvest again']) {
      // Semantic's checkbox takes clicks on its label, as a user gives them.
      const box = page.getByRole('checkbox', { name: `Select ${name}`, exact: true });
      await box.locator('xpath=..').click();
      expect(await box.isChecked()).toBe(true);
    }
    await banner.getByRole('status').filter({ hasText: '2 Selected' }).waitFor();
    await banner.getByRole('button', { name: 'Tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk tag' });
    await dialog.getByText('You are adding tags to 2 charts').waitFor();
    expect(await banner.getByRole('status').textContent()).toContain('2 Selected');
    await dialog.getByRole('combobox', { name: 'tags' }).pressSequentially('orchard,season,');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Tagged 2 charts$/ })
      .waitFor();
  });

  it('home opens each section on a tab with content and offers Viewed, Edited and Created recents (issue 19, bug 15)', async () => {
    await page.goto(`${tessera.url}/superset/welcome/`);
    // No favourites yet: the charts this user made show under 'Mine' instead of an empty 'Favorite'.
    const charts = page.getByRole('region', { name: 'Charts' });
    await charts.getByRole('tab', { name: 'Mine', selected: true }).waitFor();
    await charts.getByRole('link', { name: 'Harvest', exact: true }).waitFor();
    const recents = page.getByRole('region', { name: 'Recents' });
    expect(await recents.getByRole('tab').allTextContents()).toEqual(['Viewed', 'Edited', 'Created']);
    await recents.getByRole('tab', { name: 'Created' }).click();
    await recents.getByRole('link', { name: 'Harvest', exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('home'), fullPage: true });
  });

  it('lists past SQL editor runs on the Query history page, filtered by state and time (issue 19, bug 13)', async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    await chooseInDropdown(page, 'Database', 'orchard');
    await typeSql(page, "SELECT 'history check' AS marker");
    await page.keyboard.press('Control+Enter');
    await page.getByRole('region', { name: 'Results' }).getByRole('gridcell', { name: 'history check' }).waitFor();

    await page.goto(`${tessera.url}/sqllab/history/`);
    await page.getByRole('heading', { name: 'Query history' }).waitFor();
    const row = page.locator('tr').filter({ hasText: "SELECT 'history check' AS marker" });
    await row.waitFor();
    await row.getByLabel('Success').waitFor();
    expect(await row.textContent()).toContain('orchard');
    await page.screenshot({ path: screenshotPath('query-history'), fullPage: true });

    // The time range the page's filter sends: runs since an hour ago include it, runs before 2001 none.
    const now = Date.now();
    const inRange = await pageApi<{ count: number }>(
      page,
      'GET',
      `/api/v1/query/?q=(filters:!((col:start_time,opr:between,value:!(${now - 3_600_000},${now + 60_000}))))`,
    );
    expect(inRange.status).toBe(200);
    expect(inRange.body.count).toBeGreaterThan(0);
    const before = await pageApi<{ count: number }>(
      page,
      'GET',
      '/api/v1/query/?q=(filters:!((col:start_time,opr:between,value:!(0,978307200000))))',
    );
    expect(before.body.count).toBe(0);

    await row.getByRole('link', { name: 'Open query in SQL Lab' }).click();
    await page.waitForURL(/\/sqllab\//);
    await page.getByRole('group', { name: 'SQL editor' }).getByText("SELECT 'history check' AS marker").waitFor();
  });

  it('a swapped dataset is queried without the old one’s columns (issue 19, bug 10)', async () => {
    // 'plots' has no 'fruit' column, which the chart groups by.
    const database = await pageApi<{ id: number }>(page, 'POST', '/api/v1/database/', {
      database_name: 'allotment',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    await pageApi(page, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'plots',
      sql: 'SELECT CAST(range AS INTEGER) AS plot FROM range(120)',
    });
    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.getByRole('cell', { name: 'apple' }).waitFor();
    const panel = page.getByRole('region', { name: 'Dataset' });
    await panel.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap dataset' });
    await dialog.getByRole('textbox', { name: 'Search / Filter' }).fill('plots');
    await dialog.getByRole('cell', { name: 'plots', exact: true }).click();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    const query = page.waitForRequest((request) => request.url().includes('/api/v1/chart/data') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    expect((await query).postData() ?? '').not.toContain('fruit');
    await chartArea.getByRole('cell', { name: '120' }).waitFor();
    expect(await chartArea.getByRole('alert').count()).toBe(0);
  });

  it("offers CREATE TABLE AS in the Run button's menu where the database allows it (issue 19, bug 14)", async () => {
    await pageApi(page, 'POST', '/api/v1/database/', {
      database_name: 'scratchpad',
      sqlalchemy_uri: 'duckdb:///:memory:',
      expose_in_sqllab: true,
      allow_ctas: true,
      allow_cvas: true,
    });
    await page.goto(`${tessera.url}/sqllab/`);
    await chooseInDropdown(page, 'Database', 'scratchpad');
    await typeSql(page, 'SELECT 42 AS answer');
    await page.getByRole('listbox', { name: 'More ways to run' }).click();
    await page.getByRole('option', { name: 'CREATE TABLE AS' }).click();
    const dialog = page.getByRole('dialog', { name: 'CREATE TABLE AS' });
    await dialog.getByLabel('Table name').fill('answers');
    await dialog.getByRole('button', { name: 'Run' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await page.waitForFunction(() => !document.querySelector('[role="region"][aria-label="Results"] [aria-busy="true"]'));
    await typeSql(page, 'SELECT answer FROM answers');
    await page.keyboard.press('Control+Enter');
    await results.getByRole('gridcell', { name: '42' }).waitFor();
  });

  it("marks a syntax error as the SQL is typed, and a run shows 'Unable to parse SQL' with a caret (issue 19, bug 11)", async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    await chooseInDropdown(page, 'Database', 'orchard');
    await typeSql(page, 'SELECT 1,\n  2\nFORM harvest');
    // validate_sql answers after a pause in typing; Ace marks the failing line in its gutter.
    const marked = page.getByRole('group', { name: 'SQL editor' }).locator('.ace_gutter-cell.ace_error');
    await marked.waitFor();
    expect((await marked.textContent())?.trim()).toBe('3');
    await page.keyboard.press('Control+Enter');
    const panel = page.getByRole('region', { name: 'Results' }).getByRole('alert').filter({ hasText: 'Unable to parse SQL' });
    await panel.waitFor();
    expect(await panel.getByLabel('Failing SQL').textContent()).toBe('FORM harvest\n     ^');
  });
});

function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), `first-use-${name}.png`);
}

/** Waits until an input shows `value` (a select's chosen label loads after the dialog opens). */
async function expect_value(input: Locator, value: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await input.inputValue()) !== value) {
    if (Date.now() > deadline) throw new Error(`expected the input to show "${value}", it shows "${await input.inputValue()}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
