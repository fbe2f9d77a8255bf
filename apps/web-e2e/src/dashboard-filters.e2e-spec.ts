import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { eventually, filtersOn, recordChartQueries, type ChartQuery } from './support/chart-queries';
import { newSignedInPage, signInAsAdmin } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';
import { adminApi } from './support/admin-api';

/** The example 'Sales Dashboard': five charts on cleaned_sales_data, one of them a pie by product line. */
const SALES_CHARTS = [
  'Total Revenue',
  'Revenue by Product Line',
  'Quarterly Revenue by Deal Size',
  'Revenue by Country and Deal Size',
  'Order Lines by Status',
];

/** Examples load in the background at first start: waits until the sales dashboard answers. */
async function waitForSalesDashboard(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (let attempt = 0; attempt < 90; attempt += 1) {
    const charts = await fetch(`${baseUrl}/api/v1/dashboard/sales/charts`, { headers: { authorization: `Bearer ${token}` } });
    if (charts.ok && ((await charts.json()) as { result: unknown[] }).result.length === SALES_CHARTS.length) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the example sales dashboard did not appear');
}

/** The chart ids of the page, by chart name. */
async function chartIds(page: Page): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of SALES_CHARTS) ids.set(name, Number(await page.getByRole('region', { name }).getAttribute('data-chart-id')));
  return ids;
}

describe('dashboard native filters and cross-filters in the browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    await waitForSalesDashboard(tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  beforeEach(async () => {
    page = await (await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  });

  it('adds a value filter and a time range filter, applies them to every chart in scope, and cross-filters from the pie', async () => {
    // Recording starts before the dashboard opens its chart-data socket (a socket is seen from its opening).
    const calls = recordChartQueries(page).queries;
    await signInAsAdmin(page, tessera.url);
    await page.goto(`${tessera.url}/superset/dashboard/sales/`);
    await page.getByRole('heading', { level: 1, name: 'Sales Dashboard' }).waitFor();
    const ids = await chartIds(page);
    for (const name of SALES_CHARTS) await page.locator(`[data-chart-id="${ids.get(name)}"][data-chart-status="rendered"]`).waitFor();

    // Add a value filter on deal_size and a time range filter through the config modal.
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('button', { name: 'Add/Edit Filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await modal.getByRole('button', { name: 'Add filter' }).click();
    await modal.getByLabel('Filter name').fill('Deal size');
    await modal.getByRole('combobox', { name: 'Dataset' }).fill('cleaned_sales');
    await modal.getByRole('option', { name: 'cleaned_sales_data' }).click();
    await modal.getByRole('combobox', { name: 'Column' }).click();
    await modal.getByRole('option', { name: 'deal_size', exact: true }).click();
    await modal.getByRole('button', { name: 'Add filter' }).click();
    await modal.getByLabel('Filter name').fill('Period');
    await modal.getByRole('listbox', { name: 'Filter Type' }).click();
    await modal.getByRole('option', { name: 'Time range' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });

    // Apply both: every chart on the dataset queries again with the value and the range.
    calls.length = 0;
    await bar.getByRole('combobox', { name: 'Deal size' }).click();
    const firstValue = bar.getByRole('option').filter({ hasNotText: 'Select All' }).first();
    const dealSize = (await firstValue.textContent())?.trim() ?? '';
    expect(dealSize).not.toBe('');
    await firstValue.click();
    await page.keyboard.press('Escape');
    await bar.getByRole('listbox', { name: 'Period' }).click();
    await bar.getByRole('option', { name: 'Last year' }).click();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    const filtered = (call: ChartQuery) =>
      filtersOn(call, 'deal_size', dealSize) && call.queries.every((query) => query.time_range === 'Last year');
    await eventually(
      () => SALES_CHARTS.filter((name) => calls.some((call) => call.sliceId === ids.get(name) && filtered(call))),
      SALES_CHARTS,
    );
    for (const name of SALES_CHARTS)
      await page.locator(`[data-chart-id="${ids.get(name)}"]:not([data-chart-status="loading"]):not([data-chart-status="idle"])`).waitFor();
    // All of them on the dashboard's one chart-data socket, none as its own HTTP request.
    expect(calls.filter((call) => call.sliceId !== null && call.transport === 'http')).toEqual([]);

    // A permalink opened in a fresh browser context (another session) shows the same filter state.
    await page.getByRole('button', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Link Copied!').waitFor();
    const permalink = await page.evaluate(() => navigator.clipboard.readText());
    expect(permalink).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
    const fresh = await newSignedInPage(browser, tessera.url);
    const freshCalls = recordChartQueries(fresh).queries;
    await fresh.goto(permalink);
    await eventually(
      () => SALES_CHARTS.filter((name) => freshCalls.some((call) => call.sliceId === ids.get(name) && filtered(call))),
      SALES_CHARTS,
    );
    const freshBar = fresh.getByRole('complementary', { name: 'Filters' });
    await freshBar.getByText(dealSize).first().waitFor();
    await freshBar.getByText('Last year').first().waitFor();
    await fresh.context().close();

    // Clear the filters so the pie has slices, then cross-filter from one of them.
    await bar.getByRole('button', { name: 'Clear all' }).click();
    const pie = page.locator(`[data-chart-id="${ids.get('Revenue by Product Line')}"]`);
    await page.locator(`[data-chart-id="${ids.get('Revenue by Product Line')}"][data-chart-status="rendered"]`).waitFor();
    calls.length = 0;
    const slice = pie.locator('path.tessera-pie-slice').first();
    // A dispatched click: the centre of a large slice's box may lie outside the slice.
    await slice.dispatchEvent('click');
    const chips = bar.getByRole('region', { name: 'Cross-filters' });
    await chips.getByText('Revenue by Product Line').waitFor();
    const chipText = (await chips.locator('.detail').textContent()) ?? '';
    const productLine = chipText.replace(/^product_line:\s*/, '');
    expect(productLine).not.toBe('');
    const others = SALES_CHARTS.filter((name) => name !== 'Revenue by Product Line');
    await eventually(
      () => others.filter((name) => calls.some((call) => call.sliceId === ids.get(name) && filtersOn(call, 'product_line', productLine))),
      others,
    );
    expect(calls.some((call) => call.sliceId === ids.get('Revenue by Product Line'))).toBe(false);

    // Removing the chip drops the cross-filter.
    await chips.getByRole('button', { name: 'Remove cross-filter Revenue by Product Line' }).click();
    await chips.waitFor({ state: 'detached' });
  });

  it('cross-filters the other charts from a bar of a categorical bar chart added to the dashboard', async () => {
    // A bar chart of order lines per deal size, broken down by status, linked to the sales dashboard.
    const call = await adminApi(tessera.url);
    const dashboard = await call<{ result: { id: number } }>('GET', '/api/v1/dashboard/sales');
    const datasets = await call<{ result: { id: number }[] }>(
      'GET',
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:cleaned_sales_data)))',
    );
    const datasetId = datasets.result[0].id;
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'dist_bar',
      metrics: ['count'],
      groupby: ['deal_size'],
      columns: ['status'],
      adhoc_filters: [],
      row_limit: 10000,
    };
    const barName = 'Order lines by deal size and status';
    const created = await call<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: barName,
      viz_type: 'dist_bar',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      dashboards: [dashboard.result.id],
    });
    const saved = await call<{ result: { position_json: string } }>('GET', `/api/v1/dashboard/${dashboard.result.id}`);
    const chartNodes = Object.values(
      JSON.parse(saved.result.position_json) as Record<string, { type?: string; meta?: { chartId?: number } }>,
    ).filter((node) => node.type === 'CHART');
    expect(chartNodes.map((node) => node.meta?.chartId)).toContain(created.id);

    // Recording starts before the dashboard opens its chart-data socket (a socket is seen from its opening).
    const calls = recordChartQueries(page).queries;
    await signInAsAdmin(page, tessera.url);
    await page.goto(`${tessera.url}/superset/dashboard/sales/`);
    await page.getByRole('heading', { level: 1, name: 'Sales Dashboard' }).waitFor();
    const ids = await chartIds(page);
    for (const name of SALES_CHARTS) await page.locator(`[data-chart-id="${ids.get(name)}"][data-chart-status="rendered"]`).waitFor();
    const barChart = page.locator(`[data-chart-id="${created.id}"]`);
    await expect(barChart.getAttribute('aria-label')).resolves.toBe(barName);
    await page.locator(`[data-chart-id="${created.id}"][data-chart-status="rendered"]`).waitFor();

    calls.length = 0;
    const firstBar = barChart.locator('svg rect.tessera-bar').first();
    const clickedSeries = await firstBar.evaluate((rect) => rect.parentElement?.getAttribute('data-series') ?? '');
    await firstBar.click();
    const chips = page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Cross-filters' });
    await chips.getByText(barName).waitFor();
    const status = ((await chips.locator('.detail').textContent()) ?? '').replace(/^status:\s*/, '');
    expect(status).toBe(clickedSeries);
    await eventually(
      () => SALES_CHARTS.filter((name) => calls.some((call) => call.sliceId === ids.get(name) && filtersOn(call, 'status', status))),
      SALES_CHARTS,
    );
    expect(calls.some((call) => call.sliceId === created.id)).toBe(false);
    // The emitting chart keeps its data and fades the series that are not filtered on.
    await expect(
      barChart
        .locator('g.tessera-bar-series')
        .evaluateAll((groups) => groups.filter((group) => (group as HTMLElement).style.opacity === '0.3').length),
    ).resolves.toBeGreaterThan(0);
  });
});
