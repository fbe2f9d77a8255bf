import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signInAsAdmin } from './support/sign-in';
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
  const byRegion = await chart('Amount by region', { viz_type: 'table', query_mode: 'aggregate', groupby: ['region'], metrics: [sumOfAmount], row_limit: 100 });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: total.id, width: 4, height: 40 } },
    'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: byRegion.id, width: 6, height: 40 } },
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

  beforeEach(async () => {
    page = await (await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })).newPage();
  });

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
  });
});
