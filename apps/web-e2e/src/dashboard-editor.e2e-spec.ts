import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';
import { adminApi, type AdminApi } from './support/admin-api';

/** The machine's PostgreSQL: the warehouse the charts query. */
const WAREHOUSE_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

const CHART_NAMES = ['Editor total', 'Editor north', 'Editor south'];

/** Three saved charts on a small table and an empty dashboard, built through the REST API. */
async function seed(call: AdminApi, table: string): Promise<number> {
  const database = await call('POST', '/api/v1/database/', { database_name: `editor ${table}`, sqlalchemy_uri: WAREHOUSE_URL });
  const dataset = await call('POST', '/api/v1/dataset/', { database: database.id, schema: 'public', table_name: table });
  const metric = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'SUM(amount)' };
  for (const name of CHART_NAMES) {
    await call('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: 'big_number_total',
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${dataset.id}__table`, viz_type: 'big_number_total', metric }),
    });
  }
  const dashboard = await call('POST', '/api/v1/dashboard/', { dashboard_title: `Editor board ${table}`, published: true });
  return dashboard.id;
}

/** A Gamma user who may see the dashboard (through access to every dataset) but does not own it. */
async function createGammaViewer(call: AdminApi, username: string): Promise<void> {
  const roles = await call<{ result: { id: number; name: string }[] }>('GET', '/api/v1/security/roles/?q=(page_size:100)');
  const gamma = roles.result.find((role) => role.name === 'Gamma')?.id;
  const views = await call<{ result: { id: number; permission: { name: string } }[] }>(
    'GET',
    '/api/v1/security/permissions-resources/?q=(filter:all_datasource_access)',
  );
  const allDatasources = views.result.find((view) => view.permission.name === 'all_datasource_access')?.id;
  const grants = await call('POST', '/api/v1/security/roles/', { name: `${username}_datasets` });
  await call('POST', `/api/v1/security/roles/${grants.id}/permissions`, { permission_view_menu_ids: [allDatasources] });
  await call('POST', '/api/v1/security/users/', {
    first_name: 'Gail',
    last_name: 'Gamma',
    username,
    email: `${username}@example.com`,
    password: `${username}-password`,
    roles: [gamma, grants.id],
  });
}

async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/superset\/welcome\/$/, { waitUntil: 'commit' });
}

/** Drops `source` a few pixels inside the named edge of `target` (drops land within 20 px of an edge). */
async function dropNear(source: Locator, target: Locator, edge: 'top' | 'bottom' | 'right'): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('drop target is not on screen');
  const targetPosition =
    edge === 'top' ? { x: 40, y: 4 } : edge === 'bottom' ? { x: 40, y: box.height - 4 } : { x: box.width - 4, y: box.height / 2 };
  await source.dragTo(target, { targetPosition });
}

describe('editing a dashboard layout in the browser', () => {
  const table = `e2e_editor_${randomBytes(4).toString('hex')}`;
  const gammaName = `gamma_${randomBytes(3).toString('hex')}`;
  let warehouse: Client;
  let tessera: TesseraProcess;
  let browser: Browser;
  let dashboardId: number;
  let call: AdminApi;

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE_URL });
    await warehouse.connect();
    await warehouse.query(`CREATE TABLE public.${table} (region TEXT NOT NULL, amount INTEGER NOT NULL)`);
    await warehouse.query(`INSERT INTO public.${table} VALUES ('north', 100), ('south', 4000)`);
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    call = await adminApi(tessera.url);
    dashboardId = await seed(call, table);
    await createGammaViewer(call, gammaName);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await warehouse?.query(`DROP TABLE IF EXISTS public.${table}`);
    await warehouse?.end();
  });

  it('drags charts, markdown and tabs in, resizes, undoes and redoes, saves, and shows the saved layout after a reload', async () => {
    const page = await newSignedInPage(browser, tessera.url, { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
    await page.getByRole('heading', { level: 1, name: `Editor board ${table}` }).waitFor();
    await page.getByRole('button', { name: 'Edit dashboard' }).click();

    const panel = page.getByRole('complementary', { name: 'Dashboard builder' });
    const grid = page.locator('[data-editor-id="GRID_ID"]');
    const charts = page.locator('[data-editor-type="CHART"]');
    const entry = (name: string) => panel.getByRole('listitem').filter({ hasText: name });

    // The first chart goes into the empty grid (in a new row); the next two beside it, in the same row.
    await dropNear(entry(CHART_NAMES[0] as string), grid, 'top');
    await charts.first().waitFor();
    await dropNear(entry(CHART_NAMES[1] as string), charts.nth(0), 'right');
    await charts.nth(1).waitFor();
    await dropNear(entry(CHART_NAMES[2] as string), charts.nth(1), 'right');
    await charts.nth(2).waitFor();
    expect(await page.locator('[data-editor-type="ROW"]').count()).toBe(1);

    await panel.getByRole('tab', { name: 'Layout elements' }).click();
    await dropNear(entry('Text / Markdown'), grid, 'bottom');
    await page.locator('[data-editor-type="MARKDOWN"]').waitFor();
    await dropNear(entry('Tabs'), grid, 'bottom');
    await page.locator('[data-editor-type="TABS"]').waitFor();
    await page.getByRole('tab', { name: 'Tab title' }).waitFor();

    // Resize the first chart: one column narrower and 80 px (10 grid units) taller.
    const first = charts.first();
    const box = await first.boundingBox();
    const corner = first.locator('[data-resize-handle="corner"]');
    const handle = await corner.boundingBox();
    if (!box || !handle) throw new Error('chart not on screen');
    const columnPx = (box.width + 16) / 4;
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - columnPx, start.y + 80, { steps: 8 });
    await page.mouse.up();
    await expect(first.getAttribute('data-width')).resolves.toBe('3');
    await expect(first.getAttribute('data-height')).resolves.toBe('60');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(first.getAttribute('data-width')).resolves.toBe('4');
    await expect(first.getAttribute('data-height')).resolves.toBe('50');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(first.getAttribute('data-height')).resolves.toBe('60');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This dashboard was saved successfully.').waitFor();
    await page.getByRole('button', { name: 'Edit dashboard' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Editor board ${table}` }).waitFor();
    for (const name of CHART_NAMES) await page.getByRole('region', { name }).waitFor();
    expect(await page.locator('[data-layout-type="MARKDOWN"]').count()).toBe(1);
    expect(await page.locator('[data-layout-type="TABS"]').count()).toBe(1);

    const saved = await call<{ result: { position_json: string } }>('GET', `/api/v1/dashboard/${dashboardId}`);
    const layout = JSON.parse(saved.result.position_json) as Record<
      string,
      { type: string; children: string[]; meta?: Record<string, unknown> }
    >;
    const row = Object.values(layout).find((node) => node.type === 'ROW' && node.children.length === 3);
    expect(row?.children.map((id) => layout[id]?.meta)).toEqual([
      expect.objectContaining({ width: 3, height: 60 }),
      expect.objectContaining({ width: 4, height: 50 }),
      expect.objectContaining({ width: 4, height: 50 }),
    ]);
    const linked = await call<{ result: { slice_name: string }[] }>('GET', `/api/v1/dashboard/${dashboardId}/charts`);
    expect(linked.result.map((chart) => chart.slice_name).sort()).toEqual([...CHART_NAMES].sort());
  });

  it('adds a chart dropped in the free space beside a row’s chart, and marks placed charts (issue 19, bug 8)', async () => {
    const board = await call('POST', '/api/v1/dashboard/', { dashboard_title: `Free space ${table}`, published: true });
    const page = await newSignedInPage(browser, tessera.url, { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${tessera.url}/superset/dashboard/${board.id}/`);
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    const panel = page.getByRole('complementary', { name: 'Dashboard builder' });
    const entry = (name: string) => panel.getByRole('listitem').filter({ hasText: name });
    const charts = page.locator('[data-editor-type="CHART"]');
    await dropNear(entry(CHART_NAMES[0] as string), page.locator('[data-editor-id="GRID_ID"]'), 'top');
    await charts.first().waitFor();
    await entry(CHART_NAMES[0] as string)
      .getByText('Added')
      .waitFor();

    // Far from every edge of the row, right of its only chart: the free space of the row itself.
    const row = page.locator('[data-editor-type="ROW"]').first();
    const rowBox = await row.boundingBox();
    const chartBox = await charts.first().boundingBox();
    if (!rowBox || !chartBox) throw new Error('row not on screen');
    const freeX = (chartBox.x + chartBox.width + rowBox.x + rowBox.width) / 2 - rowBox.x;
    await entry(CHART_NAMES[1] as string).dragTo(row, { targetPosition: { x: freeX, y: rowBox.height / 2 } });
    await charts.nth(1).waitFor();
    expect(await page.locator('[data-editor-type="ROW"]').count()).toBe(1);
    expect(await row.locator('[data-editor-type="CHART"]').count()).toBe(2);
    await entry(CHART_NAMES[1] as string)
      .getByText('Added')
      .waitFor();
    expect(
      await entry(CHART_NAMES[2] as string)
        .getByText('Added')
        .count(),
    ).toBe(0);
  });

  it('shows a Gamma user who does not own the dashboard no edit controls', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, tessera.url, gammaName, `${gammaName}-password`);
    await page.goto(`${tessera.url}/superset/dashboard/${dashboardId}/?edit=true`);
    await page.getByRole('heading', { level: 1, name: `Editor board ${table}` }).waitFor();
    // The header is drawn in one go: once its share button is there, an edit button would be too.
    await page.getByRole('button', { name: 'Copy permalink to clipboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
    expect(await page.locator('[data-editor-id]').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Dashboard builder' }).count()).toBe(0);
  });
});
