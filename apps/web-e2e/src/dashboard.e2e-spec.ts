import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { watchCspViolations, type CspWatch } from './support/csp-violations';
import { eventually, recordChartQueries } from './support/chart-queries';
import { signInAsAdmin } from './support/sign-in';
import { chartRows, positionJson } from './support/performance-dashboard';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** The machine's PostgreSQL: the warehouse the dashboard's charts query. */
const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** JSON calls to the REST API as admin, with a bearer token. */
async function restClient(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async (method: string, path: string, body?: unknown): Promise<{ id: number }> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { id: number };
  };
}

const sumOfAmount = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };

/** A dashboard of two charts on a small table, with a region filter, built through the REST API. */
async function seedDashboard(baseUrl: string, table: string): Promise<number> {
  const call = await restClient(baseUrl);
  const database = await call('POST', '/api/v1/database/', { database_name: `warehouse ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
  const dataset = await call('POST', '/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
  const datasource = `${dataset.id}__table`;
  const chart = (sliceName: string, params: Record<string, unknown>) =>
    call('POST', '/api/v1/chart/', {
      slice_name: sliceName,
      viz_type: params.viz_type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource, ...params }),
    });
  const total = await chart('Total amount', { viz_type: 'big_number_total', metric: sumOfAmount, subheader: 'all orders' });
  const byRegion = await chart('Amount by region', {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [sumOfAmount],
    row_limit: 100,
  });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: ['CHART-1', 'CHART-2'],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    'CHART-1': {
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId: total.id, width: 4, height: 40 },
    },
    'CHART-2': {
      id: 'CHART-2',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
      meta: { chartId: byRegion.id, width: 6, height: 40 },
    },
  };
  const regionFilter = {
    id: 'NATIVE_FILTER-region',
    name: 'Region',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    targets: [{ datasetId: dataset.id, column: { name: 'region' } }],
    controlValues: { multiSelect: true },
    defaultDataMask: { filterState: {} },
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
  const dashboard = await call('POST', '/api/v1/dashboard/', {
    dashboard_title: 'Regional sales',
    published: true,
    position_json: JSON.stringify(position),
    json_metadata: JSON.stringify({ native_filter_configuration: [regionFilter] }),
  });
  return dashboard.id;
}

/** Forty table charts, six to a row, on a virtual dataset whose every query sleeps `seconds` in the warehouse. */
async function seedSlowDashboard(baseUrl: string, column: string, seconds: number): Promise<{ dashboardId: number; chartIds: number[] }> {
  const call = await restClient(baseUrl);
  const database = await call('POST', '/api/v1/database/', { database_name: `slow ${column}`, sqlalchemy_uri: WAREHOUSE_URL });
  const dataset = await call('POST', '/api/v1/dataset/', {
    database: database.id,
    schema: 'public',
    table_name: `slow_${column}`,
    sql: `SELECT g AS ${column} FROM generate_series(1, 50) AS g, pg_sleep(${seconds})`,
  });
  const chartIds: number[] = [];
  for (let i = 1; i <= 40; i += 1) {
    const params = { datasource: `${dataset.id}__table`, viz_type: 'table', query_mode: 'raw', all_columns: [column], row_limit: i };
    const chart = await call('POST', '/api/v1/chart/', {
      slice_name: `Slow ${i}`,
      viz_type: 'table',
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartIds.push(chart.id);
  }
  const dashboard = await call('POST', '/api/v1/dashboard/', {
    dashboard_title: `Forty slow charts ${column}`,
    published: true,
    position_json: positionJson(chartRows(chartIds, 6, { width: 2, height: 20 })),
  });
  return { dashboardId: dashboard.id, chartIds };
}

describe('viewing a dashboard in the browser', () => {
  const table = `e2e_sales_${randomBytes(4).toString('hex')}`;
  let warehouse: Client;
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let dashboardId: number;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE_URL });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} (region TEXT NOT NULL, amount INTEGER NOT NULL)`);
    await warehouse.query(`INSERT INTO public.${table} VALUES ('north', 100), ('north', 250), ('south', 4000)`);
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    dashboardId = await seedDashboard(tessera.url, table);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
  });

  let csp: CspWatch;

  beforeEach(async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    csp = await watchCspViolations(context);
    page = await context.newPage();
  });

  // Dashboards (d3 charts, the grid layout, the chart-data socket) run under the gateway's Content-Security-Policy.
  afterEach(() => expect(csp.violations).toEqual([]));

  it('draws both charts from the database, narrows them with the native filter and shares that view by permalink', async () => {
    await signInAsAdmin(page, tessera.url);

    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
    await page.getByRole('heading', { level: 1, name: 'Regional sales' }).waitFor();
    const total = page.getByRole('region', { name: 'Total amount' });
    const byRegion = page.getByRole('region', { name: 'Amount by region' });
    await total.getByText('4.35k').waitFor();
    await byRegion.getByText('south').waitFor();
    await byRegion.getByText('north').waitFor();

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Region' }).click();
    await filters.getByRole('option', { name: 'north' }).click();
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'Apply filters' }).click();

    await total.getByText('350').waitFor();
    await byRegion.getByText('south').waitFor({ state: 'detached' });
    await byRegion.getByText('north').waitFor();

    // A permalink keeps the applied filter: opened afresh, the dashboard shows the filtered numbers.
    await page.getByRole('button', { name: 'Copy permalink to clipboard' }).click();
    await page.getByText('Link Copied!').waitFor();
    const permalink = await page.evaluate(() => navigator.clipboard.readText());
    expect(permalink).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
    const shared = await page.context().newPage();
    await shared.goto(permalink);
    await shared.getByRole('region', { name: 'Total amount' }).getByText('350').waitFor();
    await shared.getByRole('complementary', { name: 'Filters' }).getByText('north').waitFor();

    // A chart's menu links to the dashboard at that chart: the permalink is anchored to its layout component.
    const anchoredPost = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/v1\/dashboard\/\d+\/permalink$/.test(response.url()),
    );
    await byRegion.getByRole('button', { name: 'More options for Amount by region' }).click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const anchored = await anchoredPost;
    expect(anchored.request().postDataJSON()).toMatchObject({ anchor: 'CHART-2' });
    const { url: anchoredLink } = (await anchored.json()) as { url: string };
    await page.waitForFunction(async (url) => (await navigator.clipboard.readText()) === url, anchoredLink);
    const atChart = await page.context().newPage();
    await atChart.goto(anchoredLink);
    // Opened, the link brings that chart into view and outlines it for a moment.
    await atChart.locator('[data-layout-id="CHART-2"][data-permalink-anchor]').waitFor();
    await atChart.getByRole('region', { name: 'Amount by region' }).getByText('north').waitFor();
  });

  it('sends all forty charts of a large dashboard at once on one socket, and leaving cancels them in the warehouse', async () => {
    const column = `slow_${randomBytes(4).toString('hex')}`;
    const { dashboardId: slowId, chartIds } = await seedSlowDashboard(tessera.url, column, 20);
    const slowQueriesRunning = async () =>
      (
        await warehouse.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%' || $1 || '%' AND query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()`,
          [column],
        )
      ).rows[0].n as number;

    const tall = await (await browser.newContext({ viewport: { width: 1400, height: 1800 } })).newPage();
    await signInAsAdmin(tall, tessera.url);
    const log = recordChartQueries(tall);
    await tall.goto(`${tessera.url}/superset/dashboard/${slowId}/`);
    const sentCharts = () =>
      [...new Set(log.queries.filter((query) => query.transport === 'socket').map((query) => query.sliceId))].sort(
        (a, b) => Number(a) - Number(b),
      );
    await eventually(
      sentCharts,
      [...chartIds].sort((a, b) => a - b),
      30_000,
    );
    // Every chart's query left before any answer came back: none waited for a free connection.
    expect(log.repliesAt).toEqual([]);
    expect(log.httpChartQueries()).toEqual([]);

    const started = Date.now();
    while ((await slowQueriesRunning()) === 0) {
      if (Date.now() - started > 15_000) throw new Error('the slow chart queries never reached the warehouse');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Leaving the dashboard in the app cancels what is still running, down to the warehouse.
    await tall.getByRole('link', { name: 'Dashboards' }).first().click();
    await tall.waitForURL(/\/dashboard\/list\/$/);
    const left = Date.now();
    while ((await slowQueriesRunning()) > 0) {
      if (Date.now() - left > 5_000)
        throw new Error(`${await slowQueriesRunning()} slow queries still run 5 s after leaving the dashboard`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await tall.context().close();
  });
});
