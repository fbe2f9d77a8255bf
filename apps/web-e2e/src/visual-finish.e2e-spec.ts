import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown, visibleSelects } from './support/dropdown';
import { pageApi } from './support/page-api';
import { positionJson } from './support/performance-dashboard';
import { newSignedInPage } from './support/sign-in';
import { typeSql } from './support/sql-editor';
import { startTessera, type TesseraProcess } from './support/tessera-process';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visual pass of issue 19 (bug 16): what a person sees wrong on the main screens, each held here. */
describe('visual finish: the screens as a person sees them', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let datasetId: number;
  const chartIds: Record<'table' | 'pie' | 'pivot', number> = { table: 0, pie: 0, pivot: 0 };

  const api = async <T = { id: number }>(method: string, url: string, body?: unknown): Promise<T> => {
    const answer = await pageApi<T>(page, method, url, body);
    if (answer.status >= 400) throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text}`);
    return answer.body;
  };
  const chart = async (name: string, formData: Record<string, unknown>): Promise<number> => {
    const params = { datasource: `${datasetId}__table`, ...formData };
    const created = await api('POST', '/api/v1/chart/', {
      slice_name: name,
      viz_type: formData.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    return created.id;
  };

  beforeAll(async () => {
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url, { viewport: { width: 1280, height: 900 } });
    const database = await api('POST', '/api/v1/database/', {
      database_name: 'nursery',
      sqlalchemy_uri: 'duckdb:///:memory:',
      expose_in_sqllab: true,
    });
    // Long category names and many months: outside pie labels and a wide pivot table.
    const dataset = await api('POST', '/api/v1/dataset/', {
      database: database.id,
      table_name: 'plantings',
      sql: `SELECT (['Evergreen shrubs and hedging', 'Climbing roses', 'Fruit trees (bare root)', 'Herbs', 'Bulbs'])[1 + CAST(range AS INTEGER) % 5] AS category,
              'Month ' || lpad(CAST(1 + CAST(range AS INTEGER) % 24 AS VARCHAR), 2, '0') AS month,
              CAST(range AS INTEGER) % 7 + 1 AS qty
            FROM range(240)`,
    });
    datasetId = dataset.id;
    chartIds.table = await chart('Plantings table', {
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['category', 'month', 'qty'],
      page_length: 10,
    });
    chartIds.pie = await chart('Plantings pie', {
      viz_type: 'pie',
      groupby: ['category'],
      metric: 'count',
      show_labels: true,
      labels_outside: true,
      label_type: 'key_value_percent',
      show_legend: false,
    });
    chartIds.pivot = await chart('Plantings pivot', {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['category'],
      groupbyColumns: ['month'],
      metrics: ['count'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('the chart list sorts its cards with a styled dropdown, not a bare select', async () => {
    await page.goto(`${tessera.url}/chart/list/?viewMode=card`);
    await page.getByText('Plantings pie').first().waitFor();
    await picture(page, 'chart-cards');
    expect(await visibleSelects(page)).toEqual([]);
    await chooseInDropdown(page, 'Sort', 'Alphabetical');
    await page.waitForURL(/slice_name/);
  });

  it('list cards carry one border under them, not two', async () => {
    await page.goto(`${tessera.url}/chart/list/?viewMode=card`);
    const item = page.getByRole('listitem').filter({ hasText: 'Plantings pie' }).first();
    await item.waitFor();
    expect(await bottomBorders(item)).toBe(1);
    // Every card's frame ends where its place in the row ends: no second outline below a card shorter than its row.
    const gaps = await page.getByRole('list', { name: 'Cards' }).evaluate((list) =>
      [...list.querySelectorAll(':scope > [role="listitem"]')].map((node) => {
        const card = node.querySelector('.ui.card');
        return card ? Math.round(Math.abs(node.getBoundingClientRect().bottom - card.getBoundingClientRect().bottom)) : -1;
      }),
    );
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    expect(gaps.filter((gap) => gap < 0 || gap > 3)).toEqual([]);
  });

  it("the SQL editor's pickers are styled dropdowns, its toolbar one row at 1280 px, and an enabled Save looks enabled", async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    const editor = page.getByRole('group', { name: 'SQL editor' });
    await editor.waitFor();
    await chooseInDropdown(page, 'Database', 'nursery');
    await chooseInDropdown(page, 'Schema', 'main');
    await typeSql(page, '');
    const save = page.getByRole('toolbar', { name: 'Query actions' }).getByRole('button', { name: 'Save', exact: true });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('[role="toolbar"] button')].find((node) => node.textContent?.trim() === 'Save');
      return button?.classList.contains('disabled') || (button as HTMLButtonElement | undefined)?.disabled;
    });
    await page.waitForFunction((node) => Number(getComputedStyle(node as Element).opacity) < 0.5, await save.elementHandle(), {
      timeout: 5000,
    });
    const disabledLook = await looks(save);
    await typeSql(page, 'SELECT 1 AS one');
    await save.and(page.locator(':enabled')).waitFor();
    // Fomantic eases the opacity in and out; each look is read once it has settled.
    await page.waitForFunction((node) => getComputedStyle(node as Element).opacity === '1', await save.elementHandle(), { timeout: 5000 });
    const enabledLook = await looks(save);
    expect(enabledLook.opacity).toBe('1');
    expect(disabledLook.opacity).not.toBe('1');
    // Fomantic fills a plain button grey, which beside the outlined ones read as disabled: the enabled
    // Save carries the app's primary colour (the Run button's) instead.
    const primary = await page.getByRole('button', { name: 'Run', exact: true }).evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(enabledLook.color).toBe(primary);
    expect(enabledLook.background).not.toBe('rgb(224, 225, 226)');

    await chooseInDropdown(page, 'Limit', '10');
    expect(await visibleSelects(page)).toEqual([]);

    const toolbar = page.getByRole('toolbar', { name: 'Query actions' });
    await toolbar.getByRole('button', { name: 'Copy link' }).waitFor();
    const tops = await toolbar
      .locator('button:visible, [role="listbox"]:visible')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2)));
    await picture(page, 'sql-editor');
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
  });

  it('the report dialog offers its format, schedule presets and time zones in styled dropdowns', async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chartIds.table}`);
    const setUp = page.getByRole('button', { name: 'Set up an email report' });
    await setUp.and(page.locator(':enabled')).waitFor();
    await setUp.click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    const schedule = modal.getByRole('group', { name: 'Schedule' });
    await schedule.waitFor();
    await chooseInDropdown(schedule, 'Presets', 'Every day');
    expect(await schedule.getByRole('textbox', { name: 'Hour' }).inputValue()).toBe('0');
    // The whole dialog: format, schedule presets and time zone all drawn as the app's dropdowns.
    expect(await visibleSelects(modal)).toEqual([]);
    await picture(page, 'report-schedule');
    await page.keyboard.press('Escape');
  });

  it("the table chart's 'Show entries' is a styled dropdown", async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chartIds.table}`);
    const chartArea = page.getByRole('region', { name: 'Chart' });
    await chartArea.getByRole('cell', { name: 'Herbs' }).first().waitFor();
    expect(await visibleSelects(chartArea)).toEqual([]);
    await chooseInDropdown(chartArea, 'Page size', '20');
    expect(await chartArea.locator('tbody tr').count()).toBe(20);
    await picture(page, 'table-chart');
  });

  it("Explore shows the whole 'Label Type' value", async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chartIds.pie}`);
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    const labelType = page.getByRole('combobox', { name: 'Label Type' });
    await labelType.scrollIntoViewIfNeeded();
    expect(await labelType.inputValue()).toBe('Category, Value and Percentage');
    const fits = await labelType.evaluate((input) => input.scrollWidth <= input.clientWidth + 1);
    await picture(page, 'explore-pie');
    expect(fits).toBe(true);
  });

  it('a dashboard: pie labels inside their chart, the pivot table scrolling inside its cell, an applied filter in one line', async () => {
    const filter = {
      id: 'NATIVE_FILTER-category',
      name: 'Category',
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      targets: [{ datasetId, column: { name: 'category' } }],
      controlValues: { multiSelect: true },
      defaultDataMask: { filterState: { value: ['Herbs', 'Bulbs', 'Climbing roses'] }, extraFormData: {} },
      scope: { rootPath: ['ROOT_ID'], excluded: [chartIds.pie, chartIds.pivot] },
    };
    const dashboard = await api('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Nursery',
      published: true,
      position_json: positionJson([
        [
          { type: 'CHART', chartId: chartIds.pie, width: 4, height: 50 },
          { type: 'CHART', chartId: chartIds.pivot, width: 4, height: 50 },
          { type: 'CHART', chartId: chartIds.table, width: 4, height: 50 },
        ],
      ]),
      json_metadata: JSON.stringify({ native_filter_configuration: [filter] }),
    });
    await page.goto(`${tessera.url}/superset/dashboard/${dashboard.id}/`);
    await page.locator(`[data-chart-id="${chartIds.pie}"][data-chart-status="rendered"]`).waitFor();
    await page.locator(`[data-chart-id="${chartIds.pivot}"][data-chart-status="rendered"]`).waitFor();
    const pie = page.locator(`[data-chart-id="${chartIds.pie}"]`);
    // A chart first drawn before its cell was measured is drawn again at the cell's width; wait for that one.
    await pie.evaluate(
      (holder) =>
        new Promise<void>((resolve, reject) => {
          const deadline = Date.now() + 10_000;
          const check = () => {
            const svg = holder.querySelector('svg');
            if (svg && svg.getBoundingClientRect().right <= holder.getBoundingClientRect().right) resolve();
            else if (Date.now() > deadline) reject(new Error(`the pie is wider than its cell: ${svg?.getAttribute('width')}`));
            else setTimeout(check, 100);
          };
          check();
        }),
    );
    await picture(page, 'dashboard');
    const svgBox = await boxOf(pie.locator('svg').first());
    expect(within(svgBox, await boxOf(pie))).toBe(true);
    const labels = await pie.locator('text.tessera-pie-label').evaluateAll((nodes) =>
      nodes.map((node) => {
        const rect = node.getBoundingClientRect();
        return { text: node.textContent, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }),
    );
    expect(labels.length).toBe(5);
    for (const label of labels) expect({ text: label.text, inside: within(label, svgBox) }).toEqual({ text: label.text, inside: true });

    const pivot = page.locator(`[data-chart-id="${chartIds.pivot}"]`);
    const holder = await boxOf(pivot);
    const table = pivot.locator('table').first();
    // The table is wider than its cell, so it scrolls there; nothing of it is drawn past the holder.
    const scroller = pivot.locator('.tessera-pivot-scroll');
    const scrolls = await scroller.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
    expect(scrolls.scrollWidth).toBeGreaterThan(scrolls.clientWidth);
    expect(within(await boxOf(scroller), holder)).toBe(true);
    const painted = await table.evaluate((node) => {
      const scrollerRect = (node.closest('.tessera-pivot-scroll') as HTMLElement).getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      // What is painted of the table is its box cut by the scroller's.
      return { right: Math.min(rect.right, scrollerRect.right), bottom: Math.min(rect.bottom, scrollerRect.bottom) };
    });
    expect(painted.right).toBeLessThanOrEqual(holder.x + holder.width + 1);
    expect(painted.bottom).toBeLessThanOrEqual(holder.y + holder.height + 1);
    expect(await bottomBorders(pivot)).toBeLessThanOrEqual(1);

    const filterField = page.locator('.field').filter({ has: page.getByRole('combobox', { name: 'Category' }) });
    const clear = filterField.getByRole('button', { name: 'Clear' });
    await clear.waitFor();
    const firstTag = await boxOf(filterField.getByRole('button', { name: /^Remove / }).first());
    const clearBox = await boxOf(clear);
    // The '×' sits on the first row of the select, beside its tags, not on a line of its own.
    expect(clearBox.y).toBeLessThan(firstTag.y + firstTag.height);
    expect(clearBox.y + clearBox.height).toBeGreaterThan(firstTag.y);
  });

  it("the import dialog marks a database's password once", async () => {
    const database = await api('POST', '/api/v1/database/', {
      database_name: 'locked nursery',
      sqlalchemy_uri: 'postgresql://postgres:hidden-secret@127.0.0.1:5432/postgres',
    });
    // An exported bundle carries no password, so importing it asks for one.
    const bundle = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/database/export/?q=!(${id})`);
      return [...new Uint8Array(await response.arrayBuffer())];
    }, database.id);
    // Gone from this instance, the database comes back only with its password typed in.
    await api('DELETE', `/api/v1/database/${database.id}`);
    await page.goto(`${tessera.url}/databaseview/list/`);
    await page.getByRole('button', { name: 'Import database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import database' });
    await dialog
      .getByLabel('Select file')
      .setInputFiles({ name: 'database_export.zip', mimeType: 'application/zip', buffer: Buffer.from(bundle) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const password = dialog
      .locator('.field')
      .filter({ has: page.getByLabel('Password', { exact: true }) })
      .first();
    await password.waitFor();
    const markers = await password.locator('label').evaluate((label) => {
      const drawn = getComputedStyle(label, '::after').content.replace(/^"|"$/g, '');
      return (`${label.textContent ?? ''}${drawn === 'none' ? '' : drawn}`.match(/\*/g) ?? []).length;
    });
    await picture(page, 'import-password');
    expect(markers).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('a CSS template chosen in the dashboard properties fills its CSS, and the saved dashboard applies it', async () => {
    await api('POST', '/api/v1/css_template/', {
      template_name: 'Mint headings',
      css: 'h1 { color: rgb(0, 128, 96) !important; }',
    });
    const dashboard = await api('POST', '/api/v1/dashboard/', { dashboard_title: 'Styled nursery', published: true });
    await page.goto(`${tessera.url}/superset/dashboard/${dashboard.id}/`);
    const heading = page.getByRole('heading', { name: 'Styled nursery' });
    await heading.waitFor();
    expect(await heading.evaluate((node) => getComputedStyle(node).color)).not.toBe('rgb(0, 128, 96)');
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit properties' }).click();
    const modal = page.getByRole('dialog', { name: 'Dashboard properties' });
    await chooseInDropdown(modal, 'CSS template', 'Mint headings');
    expect(await modal.getByLabel('CSS', { exact: true }).inputValue()).toContain('rgb(0, 128, 96)');
    await picture(page, 'properties-css-template');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.reload();
    await heading.waitFor();
    expect(await heading.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(0, 128, 96)');
    const saved = await api<{ result: { css: string } }>('GET', `/api/v1/dashboard/${dashboard.id}`);
    expect(saved.result.css).toContain('rgb(0, 128, 96)');
  });
});

function picture(page: Page, name: string): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `visual-finish-${name}.png`);
  return page.screenshot({ path: file, fullPage: true });
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

function within(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** What makes a button look usable: its colours and outline. */
function looks(button: Locator): Promise<Record<string, string | null>> {
  return button.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.color, background: style.backgroundColor, shadow: style.boxShadow, opacity: style.opacity };
  });
}

/**
 * Borders drawn along the bottom edge of `element`'s box by it and the elements inside it that reach
 * that edge (a card inside a segment both drawing one reads as a double line).
 */
function bottomBorders(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const bottom = root.getBoundingClientRect().bottom;
    let count = 0;
    for (const node of [root, ...root.querySelectorAll('*')]) {
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 || Math.abs(rect.bottom - bottom) > 3) continue;
      const style = getComputedStyle(node);
      const shadow = style.boxShadow !== 'none' && /0px (1|2)px 0px|0px 0px 0px 1px/.test(style.boxShadow);
      if (parseFloat(style.borderBottomWidth) > 0 && style.borderBottomStyle !== 'none') count += 1;
      else if (shadow) count += 1;
    }
    return count;
  });
}
