import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Each admin screen is pictured for a person to look at. */
async function picture(page: Page, name: string, target?: Locator): Promise<void> {
  const file = path.join(os.tmpdir(), `admin-screens-${name}.png`);
  await (target ?? page).screenshot({ path: file });
  console.log(`screenshot of ${name}: ${file}`);
}

async function openFromSettings(page: Page, item: string, heading: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByText('Settings', { exact: true }).click();
  await nav.getByRole('option', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

async function pick(page: Page, dialog: Locator, combobox: string, search: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: combobox }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  // Clicking the dialog's title closes the choices (Escape would close the dialog).
  await dialog.locator('.header').first().click();
}

/**
 * An administrator sets a new analyst up entirely in the Settings screens: a role granted one dataset
 * in the role editor, the user, and a row-level security rule; the analyst then sees only their rows.
 */
describe('admin screens: users, roles, row-level security, action log, user info, annotation layers, CSS templates', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let admin: Page;
  let datasetId: number;
  let dashboardId: number;

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    admin = await newSignedInPage(browser, tessera.url);
    const database = await pageApi<{ id: number }>(admin, 'POST', '/api/v1/database/', {
      database_name: 'orchard',
      sqlalchemy_uri: 'duckdb:///:memory:',
    });
    const dataset = await pageApi<{ id: number }>(admin, 'POST', '/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'harvest',
      sql: "SELECT * FROM (VALUES ('apple', 'EMEA', 3), ('pear', 'APAC', 5), ('plum', 'EMEA', 2)) AS harvest(fruit, region, qty)",
    });
    datasetId = dataset.body.id;
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['fruit', 'region'],
      row_limit: 100,
    };
    const chart = await pageApi<{ id: number }>(admin, 'POST', '/api/v1/chart/', {
      slice_name: 'Harvest rows',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
      'ROW-1': {
        id: 'ROW-1',
        type: 'ROW',
        children: ['CHART-1'],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'CHART-1': {
        id: 'CHART-1',
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: chart.body.id, width: 6, height: 50 },
      },
    };
    const dashboard = await pageApi<{ id: number }>(admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Orchard',
      published: true,
      position_json: JSON.stringify(position),
    });
    dashboardId = dashboard.body.id;
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('creates a role and grants it one dataset through the role editor', async () => {
    await openFromSettings(admin, 'Roles', 'List Roles');
    await admin.getByRole('cell', { name: 'Gamma', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Role', exact: true }).click();
    const add = admin.getByRole('dialog', { name: 'Add role' });
    await add.getByLabel('Name').fill('Harvest readers');
    await add.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Harvest readers', exact: true }) });
    await row.waitFor();
    await picture(admin, 'role-list');

    await row.getByRole('button', { name: 'Edit permissions' }).click();
    const editor = admin.getByRole('dialog', { name: 'Edit permissions' });
    await editor.getByText('Permissions of Harvest readers').waitFor();
    await editor.getByRole('textbox', { name: 'Search permissions' }).fill('harvest');
    const grant = `datasource access on [orchard].[harvest](id:${datasetId})`;
    await editor.getByText(grant, { exact: true }).click();
    await editor.getByText('1 of').waitFor();
    await picture(admin, 'role-permissions-editor', editor);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });

    const role = await pageApi<{ result: { id: number; name: string }[] }>(admin, 'GET', '/api/v1/security/roles/?q=(filter:Harvest)');
    const detail = await pageApi<{ result: { permission_ids: number[] } }>(
      admin,
      'GET',
      `/api/v1/security/roles/${role.body.result[0]?.id}`,
    );
    expect(detail.body.result.permission_ids).toHaveLength(1);
  });

  it('adds a Gamma user holding that role', async () => {
    await openFromSettings(admin, 'Users', 'List Users');
    await admin.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'User', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('First name').fill('Greta');
    await dialog.getByLabel('Last name').fill('Gamma');
    await dialog.getByLabel('User name').fill('greta');
    await dialog.getByLabel('Email').fill('greta@example.org');
    await dialog.getByLabel('Password', { exact: true }).fill('orchard-pass-1');
    await dialog.getByLabel('Confirm password').fill('orchard-pass-1');
    await pick(admin, dialog, 'Roles', 'Gam', 'Gamma');
    await pick(admin, dialog, 'Roles', 'Harv', 'Harvest readers');
    await picture(admin, 'user-modal', dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'greta', exact: true }) });
    await row.getByRole('cell', { name: 'Gamma, Harvest readers' }).waitFor();
    await picture(admin, 'user-list');
  });

  it('adds a row-level security rule in the UI', async () => {
    await openFromSettings(admin, 'Row Level Security', 'Row Level Security');
    await admin.getByRole('button', { name: 'Rule', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Rule' });
    await dialog.getByLabel('Rule Name').fill('EMEA harvest only');
    await pick(admin, dialog, 'Datasets', 'harv', 'harvest');
    await pick(admin, dialog, 'Roles', 'Harv', 'Harvest readers');
    await dialog.getByLabel('Group Key').fill('region');
    await dialog.getByLabel('Clause').fill("region = 'EMEA'");
    await picture(admin, 'rls-modal', dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('cell', { name: 'EMEA harvest only' }).waitFor();
    await picture(admin, 'rls-list');
  });

  it('signs in as the new user, who sees only the rows the rule lets through', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    try {
      const greta = await context.newPage();
      await greta.goto(`${tessera.url}/login/`);
      await greta.getByLabel('Username').fill('greta');
      await greta.getByLabel('Password').fill('orchard-pass-1');
      await greta.getByRole('button', { name: 'Sign in' }).click();
      await greta.getByRole('heading', { name: /^Welcome/ }).waitFor();

      // Security pages are not offered, and refuse a direct visit.
      const nav = greta.getByRole('navigation', { name: 'Main menu' });
      await nav.getByText('Settings', { exact: true }).click();
      await nav.getByRole('option', { name: 'User info' }).waitFor();
      expect(await nav.getByRole('option', { name: 'Users', exact: true }).count()).toBe(0);
      await greta.goto(`${tessera.url}/users/list/`);
      await greta.getByText('Access is Denied').waitFor();

      await greta.goto(`${tessera.url}/superset/dashboard/${dashboardId}/`);
      const chart = greta.getByRole('region', { name: 'Harvest rows' });
      await chart.getByText('apple').waitFor();
      await chart.getByText('plum').waitFor();
      expect(await chart.getByText('pear').count()).toBe(0);
      expect(await chart.getByText('APAC').count()).toBe(0);
      await picture(greta, 'filtered-dashboard');

      await greta.goto(`${tessera.url}/user_info/`);
      await greta.getByRole('cell', { name: 'greta@example.org' }).waitFor();
      expect(await greta.getByRole('row', { name: /Roles/ }).textContent()).toContain('Gamma, Harvest readers');
      await picture(greta, 'user-info');
    } finally {
      await context.close();
    }
  });

  it('adds an annotation layer and an annotation on it', async () => {
    await openFromSettings(admin, 'Annotation Layers', 'Annotation Layers');
    await admin.getByRole('button', { name: 'Annotation Layer', exact: true }).click();
    const addLayer = admin.getByRole('dialog', { name: 'Add annotation layer' });
    await addLayer.getByLabel('Annotation layer name').fill('Harvests');
    await addLayer.getByLabel('Description').fill('Picking days in the orchard');
    await addLayer.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('link', { name: 'Harvests' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Annotation Layer Harvests' }).waitFor();

    await admin.getByRole('button', { name: 'Annotation', exact: true }).click();
    const addAnnotation = admin.getByRole('dialog', { name: 'Add annotation' });
    await addAnnotation.getByLabel('Annotation name').fill('First frost');
    await addAnnotation.getByLabel('Start').fill('2026-10-01T08:00');
    await addAnnotation.getByLabel('End').fill('2026-10-03T18:00');
    await addAnnotation.getByLabel('JSON metadata').fill('{"severity": "high"}');
    await picture(admin, 'annotation-modal', addAnnotation);
    await addAnnotation.getByRole('button', { name: 'Add' }).click();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'First frost' }) });
    await row.getByRole('cell', { name: '2026-10-03 18:00' }).waitFor();
    await picture(admin, 'annotation-list');

    await admin.getByRole('link', { name: 'Back to all' }).click();
    await admin.getByRole('link', { name: 'Harvests' }).waitFor();
    await picture(admin, 'annotation-layer-list');
  });

  it('adds a CSS template', async () => {
    await openFromSettings(admin, 'CSS Templates', 'CSS Templates');
    await admin.getByRole('button', { name: 'CSS Template', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add CSS template' });
    await dialog.getByLabel('Name').fill('Orchard green');
    await dialog.getByLabel('CSS').fill('.dashboard-header { border-bottom: 3px solid #2e7d32; }');
    await picture(admin, 'css-template-modal', dialog);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await admin.getByRole('cell', { name: 'Orchard green' }).waitFor();
    await picture(admin, 'css-template-list');
  });

  it("lists the new user's actions in the Action Log", async () => {
    await openFromSettings(admin, 'Action Log', 'Action Log');
    await admin.getByRole('cell', { name: 'Greta Gamma' }).first().waitFor();
    await picture(admin, 'action-log');
  });
});
