import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pageApi } from './support/page-api';
import { watchCspViolations, type CspWatch } from './support/csp-violations';
import { newSignedInPage, signInAsAdmin } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

interface ChartDataBody {
  result?: { data: Record<string, unknown>[]; rowcount: number }[];
}

const api = pageApi;

/** The vertices of every drawn line of the chart (d3 writes one M or L command per point). */
async function lineVertices(page: Page): Promise<number> {
  const paths = await page
    .getByRole('region', { name: 'Chart' })
    .locator('svg path.tessera-line')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('d') ?? ''));
  return paths.reduce((sum, d) => sum + (d.match(/[ML]/g)?.length ?? 0), 0);
}

/** Picks `option` in the combobox labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** CSV text → rows of cells (the example values hold no quotes or commas). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

describe('the Explore acceptance, with the example data loaded', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let datasetId: number;
  let csp: CspWatch;

  // Explore (controls, charts, CSV download) runs under the gateway's Content-Security-Policy.
  afterEach(() => expect(csp.violations).toEqual([]));

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_EXAMPLES_SCALE: '0.05' } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    csp = await watchCspViolations(context);
    page = await context.newPage();
    await signInAsAdmin(page, tessera.url);
    // The example datasets are registered in the background after the first start.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const found = await api<{ result: { id: number }[] }>(
        page,
        'GET',
        '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))',
      );
      if (found.body?.result?.length) {
        datasetId = found.body.result[0].id;
        break;
      }
      if (Date.now() > deadline) throw new Error('the birth_names dataset did not appear within 150 s');
      await page.waitForTimeout(1000);
    }
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('builds a yearly line chart with a filter and a rolling mean, saves it to a new dashboard, reloads it and downloads its CSV', async () => {
    await page.goto(`${tessera.url}/explore/?datasource=${datasetId}__table`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.waitFor();

    await choose(page, 'Chart type', 'Line Chart');
    await expect(page.getByRole('combobox', { name: 'X-axis' }).inputValue()).resolves.toBe('ds');
    await choose(page, 'Time Grain', 'year');

    await controls.getByRole('button', { name: 'Add metric to Metrics' }).click();
    await controls.getByRole('radio', { name: 'Saved' }).check();
    await choose(page, 'Saved metric', 'SUM(num)');
    await controls.getByRole('button', { name: 'Add', exact: true }).click();

    await controls.getByRole('button', { name: 'Add filter' }).click();
    const filter = controls.getByRole('group', { name: 'Edit filter' });
    await choose(page, 'Filter column', 'gender');
    await filter.getByRole('textbox', { name: 'Filter value' }).fill('boy');
    await filter.getByRole('button', { name: 'Save' }).click();
    await controls
      .getByRole('list', { name: 'Filters' })
      .getByText(/gender/)
      .waitFor();

    await controls.getByRole('heading', { name: 'Advanced analytics' }).click();
    await choose(page, 'Rolling Function', 'mean');
    const periods = controls.getByRole('textbox', { name: 'Periods', exact: true });
    await periods.fill('3');
    await periods.press('Enter');

    // The query the page runs is replayed from the page, so the drawing can be checked against it.
    const queried = page.waitForRequest((request: Request) => request.url().includes('/api/v1/chart/data') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Update chart' }).click();
    const queryContext = (await queried).postDataJSON() as { queries: Record<string, unknown>[] };
    expect(queryContext.queries[0]).toMatchObject({
      post_processing: expect.arrayContaining([expect.objectContaining({ operation: 'rolling' })]),
    });
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.locator('svg path.tessera-line').first().waitFor();

    const answer = await api<ChartDataBody>(page, 'POST', '/api/v1/chart/data', queryContext);
    expect(answer.status).toBe(200);
    const rows = answer.body.result?.[0].data ?? [];
    // The one value column besides the x-axis is the saved metric.
    const metricKey = Object.keys(rows[0] ?? {}).find((key) => key !== 'ds') as string;
    expect(metricKey).toMatch(/num/);
    const plotted = rows.filter((row) => typeof row[metricKey] === 'number').length;
    // Births from 1965 to 2008: one point a year, less any the rolling window leaves empty.
    expect(rows.length).toBeLessThanOrEqual(2008 - 1965 + 1);
    expect(plotted).toBeGreaterThan(30);
    expect(await lineVertices(page)).toBe(plotted);

    // Save to a new dashboard through the save modal.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Save chart' });
    await modal.locator('#save-chart-name').fill('Boys per year, rolling');
    const dashboardBox = modal.getByRole('combobox', { name: 'Add to dashboard' });
    await dashboardBox.fill('Acceptance births');
    await dashboardBox.press('Enter');
    await modal.getByText('A new dashboard will be created: Acceptance births').waitFor();
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Chart [Boys per year, rolling] has been saved').waitFor();
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('slice_id') ?? ''));
    const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
    const saved = await api<{ result: { params: string; dashboards: { dashboard_title: string }[] } }>(
      page,
      'GET',
      `/api/v1/chart/${sliceId}`,
    );
    expect(saved.body.result.dashboards.map((dashboard) => dashboard.dashboard_title)).toEqual(['Acceptance births']);
    const params = JSON.parse(saved.body.result.params) as Record<string, unknown>;
    expect(params).toMatchObject({ viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', rolling_type: 'mean' });
    expect(Number(params.rolling_periods)).toBe(3);
    expect(params.adhoc_filters).toContainEqual(expect.objectContaining({ subject: 'gender', operator: '==', comparator: 'boy' }));

    // A reload brings back the same controls and the same drawing.
    const vertices = await lineVertices(page);
    await page.reload();
    await chartArea.locator('svg path.tessera-line').first().waitFor();
    await expect(page.getByRole('combobox', { name: 'Chart type' }).inputValue()).resolves.toBe('Line Chart');
    await expect(page.getByRole('combobox', { name: 'Time Grain' }).inputValue()).resolves.toBe('year');
    await controls.getByRole('heading', { name: 'Advanced analytics' }).click();
    await expect(page.getByRole('combobox', { name: 'Rolling Function' }).inputValue()).resolves.toBe('mean');
    await expect(controls.getByRole('textbox', { name: 'Periods', exact: true }).inputValue()).resolves.toBe('3');
    await controls
      .getByRole('list', { name: 'Filters' })
      .getByText(/gender/)
      .waitFor();
    expect(await lineVertices(page)).toBe(vertices);

    // The menu's CSV is the server's CSV answer to the same query.
    let menuCsv: string | null = null;
    let menuContext: unknown = null;
    await context.route('**/api/v1/chart/data', async (route) => {
      const form = new URLSearchParams(route.request().postData() ?? '');
      if (!form.has('form_data')) return route.continue();
      menuContext = JSON.parse(form.get('form_data') as string);
      const response = await route.fetch();
      menuCsv = await response.text();
      return route.fulfill({ response, body: menuCsv });
    });
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'Export to .CSV' }).click();
    for (const deadline = Date.now() + 30_000; menuCsv === null && Date.now() < deadline;) await page.waitForTimeout(200);
    await context.unroute('**/api/v1/chart/data');
    expect(menuContext).toMatchObject({ result_format: 'csv' });
    const csvAnswer = await api<unknown>(page, 'POST', '/api/v1/chart/data', menuContext);
    expect(csvAnswer.status).toBe(200);
    const downloaded = csvRows(menuCsv as unknown as string);
    expect(downloaded).toEqual(csvRows(csvAnswer.text));
    expect(downloaded[0]).toContain(metricKey);
    expect(downloaded).toHaveLength(rows.length + 1);
  });

  it('gives every run its own form_data_key, so back and forward step between the runs', async () => {
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      adhoc_filters: [],
      row_limit: 10000,
    };
    const chart = await api<{ id: number }>(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Births per year, history',
      viz_type: formData.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    expect(chart.status).toBe(201);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    const controls = page.getByRole('region', { name: 'Chart controls' });
    const formDataKey = () => new URL(page.url()).searchParams.get('form_data_key');

    // Opening the chart runs it and stores that run under a first key.
    await page.goto(`${tessera.url}/explore/?slice_id=${chart.body.id}`);
    await page.waitForURL((url) => url.searchParams.get('form_data_key') !== null);
    await chartArea.locator('svg path.tessera-line').first().waitFor();

    /** Sets the rolling mean's window (and the periods it needs), runs the chart and waits for the address's new key and the drawing. */
    const runWithPeriods = async (periods: string) => {
      const before = formDataKey();
      const drawn = page.waitForResponse(
        (response) => response.url().includes('/api/v1/chart/data') && response.request().method() === 'POST',
      );
      for (const name of ['Periods', 'Min Periods']) {
        const field = controls.getByRole('textbox', { name, exact: true });
        await field.fill(periods);
        await field.press('Enter');
      }
      await page.getByRole('button', { name: 'Update chart' }).click();
      await drawn;
      await page.waitForURL((url) => (url.searchParams.get('form_data_key') ?? before) !== before);
      await chartArea.locator('svg path.tessera-line').first().waitFor();
      return { key: formDataKey(), vertices: await lineVertices(page) };
    };
    await controls.getByRole('heading', { name: 'Advanced analytics' }).click();
    await choose(page, 'Rolling Function', 'mean');
    const first = await runWithPeriods('3');
    const second = await runWithPeriods('20');
    expect(second.key).not.toBe(first.key);
    // A longer window leaves more years without a mean.
    expect(second.vertices).toBeLessThan(first.vertices);

    /** After a history step: the restored run's controls and drawing, once its query has answered. */
    const restored = async (step: () => Promise<unknown>) => {
      const drawn = page.waitForResponse(
        (response) => response.url().includes('/api/v1/chart/data') && response.request().method() === 'POST',
      );
      await step();
      await drawn;
      await chartArea.locator('svg path.tessera-line').first().waitFor();
      const periods = controls.getByRole('textbox', { name: 'Periods', exact: true });
      if (!(await periods.isVisible())) await controls.getByRole('heading', { name: 'Advanced analytics' }).click();
      return {
        key: formDataKey(),
        rolling: await page.getByRole('combobox', { name: 'Rolling Function' }).inputValue(),
        periods: await periods.inputValue(),
        minPeriods: await controls.getByRole('textbox', { name: 'Min Periods', exact: true }).inputValue(),
        vertices: await lineVertices(page),
      };
    };
    await expect(restored(() => page.goBack())).resolves.toEqual({
      key: first.key,
      rolling: 'mean',
      periods: '3',
      minPeriods: '3',
      vertices: first.vertices,
    });
    await expect(restored(() => page.goForward())).resolves.toEqual({
      key: second.key,
      rolling: 'mean',
      periods: '20',
      minPeriods: '20',
      vertices: second.vertices,
    });
  });
});

describe('async chart queries over the websocket', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera({
      env: {
        TESSERA_LOAD_EXAMPLES: 'false',
        TESSERA_FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
        TESSERA_ASYNC_QUERIES_TRANSPORT: 'ws',
      },
    });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('renders a chart whose 202 job finishes through a websocket event', async () => {
    const database = await api<{ id: number }>(page, 'POST', '/api/v1/database/', {
      database_name: 'async fruit',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    expect(database.status).toBe(201);
    const dataset = await api<{ id: number }>(page, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'async_fruit',
      sql: "SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('plum', 7)) AS sales(fruit, qty)",
    });
    expect(dataset.status).toBe(201);
    const formData = {
      datasource: `${dataset.body.id}__table`,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['fruit'],
      metrics: ['count'],
      row_limit: 100,
    };
    const chart = await api<{ id: number }>(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Async fruit',
      viz_type: 'table',
      datasource_id: dataset.body.id,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    expect(chart.status).toBe(201);

    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    const polls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v1/async_event/') && polls.push(request.url()));
    const accepted = page.waitForResponse(
      (response) => response.url().includes('/api/v1/chart/data') && response.request().method() === 'POST',
    );
    await page.goto(`${tessera.url}/explore/?slice_id=${chart.body.id}`);
    expect((await accepted).status()).toBe(202);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.getByRole('cell', { name: 'plum' }).waitFor();
    // The first job may finish before the page's socket attaches; the socket's one catch-up read of stored
    // events (a page, then the empty page after it) delivers it then. A forced re-run finds the socket open.
    expect(polls.length).toBeLessThanOrEqual(2);
    const readsBeforeRerun = polls.length;
    frames.length = 0;
    const rerun = page.waitForResponse(
      (response) => response.url().includes('/api/v1/chart/data') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'More options for Async fruit' }).click();
    await page.getByRole('menuitem', { name: 'Force refresh' }).click();
    expect((await rerun).status()).toBe(202);
    const doneFrame = () => frames.some((frame) => (JSON.parse(frame) as { status: string }).status === 'done');
    for (let waited = 0; waited < 10_000 && !doneFrame(); waited += 100) await page.waitForTimeout(100);
    expect(doneFrame()).toBe(true);
    await chartArea.getByRole('cell', { name: 'plum' }).waitFor();
    await page.waitForTimeout(1500);
    expect(polls).toHaveLength(readsBeforeRerun);
    expect(await page.evaluate(() => window.localStorage.getItem('last_async_event_id'))).toMatch(/^\d+-\d+$/);
  });
});
