import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { signInAsAdmin } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** The machine's PostgreSQL: the warehouse the chart queries. */
const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const CHART_NAME = 'Amount share';

/** A pie chart of amount by region on `table`, built through the REST API as admin. */
async function seedChart(baseUrl: string, table: string): Promise<number> {
  const login = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', provider: 'db' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const call = async (path: string, body: unknown): Promise<{ id: number }> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { id: number };
  };
  const database = await call('/api/v1/database/', { database_name: `chart actions ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
  const dataset = await call('/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
  const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };
  const params = { datasource: `${dataset.id}__table`, viz_type: 'pie', groupby: ['region'], metric, row_limit: 100 };
  const chart = await call('/api/v1/chart/', {
    slice_name: CHART_NAME,
    viz_type: 'pie',
    datasource_id: dataset.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  return chart.id;
}

describe('chart actions in Explore', () => {
  const table = `chart_actions_${randomBytes(4).toString('hex')}`;
  let warehouse: Client;
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let chartId: number;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE_URL });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} (region TEXT NOT NULL, amount INTEGER NOT NULL)`);
    await warehouse.query(`INSERT INTO public.${table} VALUES ('north', 100), ('north', 250), ('south', 4000), ('east', 700)`);
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    chartId = await seedChart(tessera.url, table);
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    page = await context.newPage();
    await signInAsAdmin(page, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
  });

  const chartArea = () => page.getByRole('region', { name: 'Chart' });
  const openMenu = async (item: string) => {
    await page.getByRole('button', { name: `More options for ${CHART_NAME}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  it("shows the chart's SQL, the rows behind it and behind a slice, downloads a PNG and shares a permalink", async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    expect(await chartArea().locator('path.tessera-pie-slice').count()).toBe(3);

    // View query: the formatted SQL reads from the dataset's table.
    await openMenu('View query');
    const query = page.getByRole('dialog', { name: 'View query' });
    const sql = (await query.getByLabel('Query').textContent()) ?? '';
    expect(sql).toContain(table);
    expect(sql).toMatch(/SUM\(amount\)/i);
    await page.keyboard.press('Escape');
    await query.waitFor({ state: 'detached' });

    // Drill to detail of the whole chart: every row of the table.
    await openMenu('Drill to detail');
    const detail = page.getByRole('dialog', { name: `Drill to detail: ${CHART_NAME}` });
    await detail.getByText('4 rows').waitFor();
    await detail.getByRole('gridcell', { name: 'east' }).waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // Right-click on a slice: drill to detail by its region shows only that region's rows. Whichever
    // slice lies under the pointer (slices overlap their neighbours' boxes) names the region in the menu.
    await chartArea().locator('path.tessera-pie-slice').first().click({ button: 'right', force: true });
    const drillMenu = page.getByRole('menu', { name: 'Drill to detail' });
    const byRegion = drillMenu.getByRole('menuitem', { name: /^Drill to detail by / });
    const region = ((await byRegion.first().textContent()) ?? '').replace('Drill to detail by ', '');
    expect(['north', 'south', 'east']).toContain(region);
    await byRegion.first().click();
    const markDetail = page.getByRole('dialog', { name: `Drill to detail: ${CHART_NAME}` });
    await markDetail
      .getByRole('listitem')
      .filter({ hasText: `region = ${region}` })
      .waitFor();
    await markDetail.getByRole('gridcell', { name: region }).first().waitFor();
    const regions = await markDetail.locator('[role="gridcell"][col-id="region"]').allTextContents();
    expect(regions.length).toBeGreaterThan(0);
    expect(new Set(regions.map((text) => text.trim()))).toEqual(new Set([region]));
    await page.keyboard.press('Escape');
    await markDetail.waitFor({ state: 'detached' });

    // Download as image: a PNG file of the drawing.
    const [download] = await Promise.all([page.waitForEvent('download'), openMenu('Download as image')]);
    expect(download.suggestedFilename()).toMatch(/^amount-share-\d{4}-\d{2}-\d{2}\.png$/);
    const png = await readFile((await download.path()) as string);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(1000);

    // Copy permalink: the link reopens the same chart.
    await openMenu('Copy permalink to clipboard');
    await page.getByText('Link Copied!').waitFor();
    const permalink = await page.evaluate(() => navigator.clipboard.readText());
    expect(permalink).toMatch(/\/superset\/explore\/p\/[^/]+\/$/);
    await page.goto('about:blank');
    await page.goto(permalink);
    await page.waitForURL(/\/explore\/\?/);
    await page.locator('h1', { hasText: CHART_NAME }).waitFor();
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    expect(await chartArea().locator('path.tessera-pie-slice').count()).toBe(3);
  });
});
