import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { visibleSelects } from './support/dropdown';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { typeSql } from './support/sql-editor';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Where the pictures go: beside the other end-to-end pictures, numbered in the order a person walks through. */
let shot = 0;
async function picture(page: Page, name: string): Promise<void> {
  shot += 1;
  const file = path.join(os.tmpdir(), `visual-pass-${String(shot).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`screenshot of ${name}: ${file}`);
}

/** Waits until nothing on the page still spins: the lists, cards and panels have their answers. */
async function settled(page: Page): Promise<void> {
  // Spinners further down a dashboard wait for their chart to be scrolled to: only those in the window count.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.ui.active.loader')].every((node) => {
      const rect = node.getBoundingClientRect();
      return rect.height === 0 || rect.top > window.innerHeight;
    }),
  );
  // Fomantic eases modals and menus in; a picture taken mid-transition shows them half drawn.
  await page.waitForFunction(() => !document.querySelector('.transition.animating'));
}

/**
 * What breaks a screen for a person, each a failure: an error panel or 'Page not found', a raw browser
 * `select` among the styled controls, and anything wider than the window (a sideways scrollbar).
 */
async function expectWhole(page: Page, scope: Page | Locator = page): Promise<void> {
  expect(await page.getByText('Page not found', { exact: true }).count()).toBe(0);
  const errors = await scope.locator('.ui.negative.message:visible, .ui.error.message:visible').allInnerTexts();
  expect(errors).toEqual([]);
  expect(await visibleSelects(scope)).toEqual([]);
  // Named by what sticks out past the window's right edge, for the failure message.
  const sticking = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    return [...document.querySelectorAll('body *')]
      .filter((node) => node.getBoundingClientRect().right > edge + 0.5)
      .slice(0, 5)
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} right ${node.getBoundingClientRect().right}`);
  });
  expect(sticking).toEqual([]);
}

/** A dialog sits wholly inside the window, so none of its fields or buttons is cut off at the sides. */
async function expectInsideWindow(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** A list page from the navbar or the Settings menu, and the modal its create button opens. */
interface ListScreen {
  name: string;
  path: string;
  heading: string;
  create?: { button: string; dialog: string };
}

const LISTS: ListScreen[] = [
  { name: 'dashboards', path: '/dashboard/list/', heading: 'Dashboards' },
  { name: 'charts', path: '/chart/list/', heading: 'Charts' },
  { name: 'datasets', path: '/tablemodelview/list/', heading: 'Datasets' },
  { name: 'databases', path: '/databaseview/list/', heading: 'Databases', create: { button: '+ Database', dialog: 'Connect a database' } },
  { name: 'saved-queries', path: '/savedqueryview/list/', heading: 'Saved queries' },
  { name: 'query-history', path: '/sqllab/history/', heading: 'Query history' },
  { name: 'tags', path: '/superset/tags/', heading: 'Tags' },
  { name: 'alerts-reports', path: '/alert/list/', heading: 'Alerts & Reports', create: { button: '+ Alert', dialog: 'Add alert' } },
  {
    name: 'annotation-layers',
    path: '/annotationlayer/list/',
    heading: 'Annotation Layers',
    create: { button: 'Annotation Layer', dialog: 'Add annotation layer' },
  },
  {
    name: 'css-templates',
    path: '/csstemplatemodelview/list/',
    heading: 'CSS Templates',
    create: { button: 'CSS Template', dialog: 'Add CSS template' },
  },
  { name: 'users', path: '/users/list/', heading: 'List Users', create: { button: 'User', dialog: 'Add user' } },
  { name: 'roles', path: '/roles/list/', heading: 'List Roles', create: { button: 'Role', dialog: 'Add role' } },
  {
    name: 'row-level-security',
    path: '/rowlevelsecurity/list/',
    heading: 'Row Level Security',
    create: { button: 'Rule', dialog: 'Add Rule' },
  },
  { name: 'action-log', path: '/actionlog/list/', heading: 'Action Log' },
];

/** A list's filter controls stand level: each as tall as the dropdowns, so the row reads as one line of fields. */
async function filterHeights(page: Page): Promise<Record<string, number>> {
  return page.getByRole('search', { name: 'Filters' }).evaluate((row) =>
    Object.fromEntries(
      [...row.querySelectorAll(':scope > .field')].map((field) => {
        const control = field.children[1] as HTMLElement;
        return [field.children[0].textContent ?? '', Math.round(control.getBoundingClientRect().height)];
      }),
    ),
  );
}

/** The placeholder of a text field, measured in the field's own font, fits inside the field's text area. */
async function placeholderFits(field: Locator): Promise<{ text: number; room: number }> {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
  });
}

/**
 * Query history's time range is drawn like the dropdown filters beside it: their font, and while empty
 * their placeholder grey, not the browser's black date mask in its own small field.
 */
async function expectDateFieldsLikeDropdowns(page: Page): Promise<void> {
  const filters = page.getByRole('search', { name: 'Filters' });
  const dropdown = await filters.getByRole('combobox', { name: 'Database' }).evaluate((input) => {
    const style = getComputedStyle(input);
    return { font: `${style.fontSize} ${style.fontFamily.split(',')[0]}`, color: getComputedStyle(input, '::placeholder').color };
  });
  for (const name of ['Start', 'End']) {
    const field = await filters.getByLabel(name, { exact: true }).evaluate((input) => {
      const style = getComputedStyle(input);
      return { font: `${style.fontSize} ${style.fontFamily.split(',')[0]}`, color: style.color };
    });
    expect(field).toEqual(dropdown);
  }
}

/** Every main screen as an administrator meets it on a fresh install with the examples, pictured for a person to look at. */
describe('visual pass: every main screen, pictured and checked', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let dashboard: { id: number; dashboard_title: string };
  let chart: { id: number; slice_name: string };

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    // A common laptop window: what fits here fits most people's screens.
    page = await newSignedInPage(browser, tessera.url, { viewport: { width: 1280, height: 800 } });
    const first = async <T>(url: string): Promise<T> => {
      const answer = await pageApi<{ result: T[] }>(page, 'GET', url);
      if (answer.status !== 200 || !answer.body.result[0]) throw new Error(`${url} answered ${answer.status}: ${answer.text}`);
      return answer.body.result[0];
    };
    dashboard = await first('/api/v1/dashboard/?q=(order_column:dashboard_title,order_direction:asc,page_size:1)');
    chart = await first('/api/v1/chart/?q=(order_column:slice_name,order_direction:asc,page_size:1)');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('home', async () => {
    await page.goto(`${tessera.url}/superset/welcome/`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await settled(page);
    await picture(page, 'home');
    await expectWhole(page);
  });

  for (const screen of LISTS) {
    it(`list: ${screen.name}`, async () => {
      await page.goto(`${tessera.url}${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor();
      await settled(page);
      await picture(page, screen.name);
      await expectWhole(page);
      // The search field, the dropdowns and the date fields of the filter row are all one height.
      if ((await page.getByRole('search', { name: 'Filters' }).count()) > 0) {
        const heights = await filterHeights(page);
        const tallest = Math.max(...Object.values(heights));
        expect(heights).toEqual(Object.fromEntries(Object.keys(heights).map((label) => [label, tallest])));
      }
      if (screen.name === 'query-history') await expectDateFieldsLikeDropdowns(page);
      const cards = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
      if ((await cards.count()) > 0) {
        // A card's delete button sits at its footer's right edge, across from the favourite star.
        const card = await cards.first().boundingBox();
        const remove = await cards.first().getByRole('button', { name: 'Delete' }).boundingBox();
        expect(card!.x + card!.width - (remove!.x + remove!.width)).toBeLessThan(40);
      }
      if (!screen.create) return;
      await page.getByRole('button', { name: screen.create.button, exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: screen.create.dialog });
      await dialog.waitFor();
      await settled(page);
      await picture(page, `${screen.name}-create`);
      await expectWhole(page, dialog);
      await expectInsideWindow(page, dialog);
      // A form just opened shows no field as wrong: nothing has been typed yet.
      const flagged = await dialog
        .locator('input:visible, textarea:visible')
        .evaluateAll((fields) =>
          fields
            .filter((field) => getComputedStyle(field).backgroundColor === 'rgb(255, 246, 246)')
            .map((field) => field.id || field.outerHTML.slice(0, 60)),
        );
      expect(flagged).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  }

  it("a role's permissions editor", async () => {
    await page.goto(`${tessera.url}/roles/list/`);
    await page.getByRole('row').filter({ hasText: 'Gamma' }).first().getByRole('button', { name: 'Edit permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit permissions' });
    await dialog.waitFor();
    await settled(page);
    await picture(page, 'role-permissions');
    await expectWhole(page, dialog);
    await expectInsideWindow(page, dialog);
    await page.keyboard.press('Escape');
  });

  it("the dataset editor's metrics tab with a metric opened", async () => {
    await page.goto(`${tessera.url}/tablemodelview/list/?viewMode=table`);
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Dataset' });
    await dialog.getByRole('tab', { name: 'Metrics' }).click();
    await dialog
      .getByRole('table', { name: 'Metrics' })
      .getByRole('button', { name: /^Expand / })
      .first()
      .click();
    await dialog.getByText('Currency position').scrollIntoViewIfNeeded();
    await settled(page);
    await picture(page, 'dataset-metrics');
    await expectWhole(page, dialog);
    await expectInsideWindow(page, dialog);
    // The metric's key is a field as wide as its column, not squeezed to nothing beside its badges.
    const keyField = await dialog.getByRole('textbox', { name: 'Metric Key' }).first().boundingBox();
    expect(keyField!.width).toBeGreaterThan(120);
    await page.keyboard.press('Escape');
  });

  it('a dashboard, viewed', async () => {
    // Every width each chart's drawing is given, from its first: a chart drawn at a guessed width and then
    // at its cell's visibly jumps.
    await page.addInitScript(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { chartWidths: typeof seen }).chartWidths = seen;
      const note = (node: Element) => {
        const id = node.closest('[data-chart-id]')?.getAttribute('data-chart-id');
        const width = (node as HTMLElement).style.width;
        if (!id || !width) return;
        const widths = (seen[id] ??= []);
        if (widths[widths.length - 1] !== width) widths.push(width);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
          for (const node of nodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches('.dashboard-chart-view')) note(node);
            node.querySelectorAll('.dashboard-chart-view').forEach(note);
          }
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    });
    await page.goto(`${tessera.url}/superset/dashboard/${dashboard.id}/`);
    await page.getByRole('heading', { level: 1, name: dashboard.dashboard_title }).waitFor();
    await page.locator('[data-chart-status="rendered"]').first().waitFor();
    // The charts in view have drawn; those further down draw as they are scrolled to.
    await page.waitForFunction(() => !document.querySelector('[data-chart-status="loading"]'), undefined, { timeout: 30_000 });
    await settled(page);
    await picture(page, 'dashboard-view');
    await expectWhole(page);
    // Each chart is drawn inside its cell: nothing of it sticks out to the side.
    const sticking = await page.locator('[data-chart-status="rendered"]').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const drawing = cell.querySelector('.dashboard-chart-view');
          return drawing && drawing.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1;
        })
        .map((cell) => cell.getAttribute('aria-label')),
    );
    expect(sticking).toEqual([]);
    const widths = await page.evaluate(() => (window as unknown as { chartWidths: Record<string, string[]> }).chartWidths);
    expect(Object.keys(widths).length).toBeGreaterThan(0);
    const redrawn = Object.entries(widths).filter(([, seen]) => seen.length > 1);
    expect(redrawn).toEqual([]);
  });

  it('a dashboard, in edit mode', async () => {
    await page.goto(`${tessera.url}/superset/dashboard/${dashboard.id}/`);
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    await page.locator('[data-editor-id="GRID_ID"]').waitFor();
    await settled(page);
    await picture(page, 'dashboard-edit');
    await expectWhole(page);
    await page.getByRole('button', { name: 'Discard' }).click();
  });

  it('Explore of a chart', async () => {
    await page.goto(`${tessera.url}/explore/?slice_id=${chart.id}`);
    await page.locator('section[data-chart-status="rendered"]').waitFor();
    await settled(page);
    await picture(page, 'explore');
    await expectWhole(page);
    // The dataset's name keeps to one line in the narrow panel (cut with an ellipsis, not broken mid-word).
    const name = await page.getByRole('region', { name: 'Dataset' }).getByRole('heading', { level: 2 }).first().boundingBox();
    expect(name!.height).toBeLessThan(30);
    // 'Search Metrics & Columns' is shown whole in the dataset panel's search field, not cut after 'Col'.
    const search = await placeholderFits(
      page.getByRole('region', { name: 'Dataset' }).getByRole('textbox', { name: 'Search Metrics & Columns' }),
    );
    expect(search.text).toBeLessThanOrEqual(search.room);
  });

  it("the SQL editor with a query's result, and its 'Save dataset' dialog", async () => {
    await page.goto(`${tessera.url}/sqllab/`);
    await page.getByRole('group', { name: 'SQL editor' }).waitFor();
    // A fresh editor selects the examples database on its own.
    await page.getByRole('combobox', { name: 'Database' }).locator(':scope > .divider.text:not(.default)').waitFor();
    // The schema's placeholder keeps to one line: its box stands as tall as the database's beside it.
    const pickers = await Promise.all(
      ['Database', 'Schema'].map(async (name) => Math.round((await page.getByRole('combobox', { name }).boundingBox())!.height)),
    );
    expect(pickers[1]).toBe(pickers[0]);
    await typeSql(page, 'SELECT 1 AS id, 42 AS answer, current_date AS today');
    await page.keyboard.press('Control+Enter');
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByText('1 row returned').waitFor();
    // Closes the editor's completion list, which typing opened.
    await page.keyboard.press('Escape');
    await settled(page);
    await picture(page, 'sql-editor');
    await expectWhole(page);
    // The query actions keep to one row beside the left bar, Save and Copy link included.
    const middles = await page
      .getByRole('toolbar', { name: 'Query actions' })
      .locator('button:visible, [role="listbox"]:visible')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top + node.getBoundingClientRect().height / 2)));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
    // No result action is filled in Fomantic's plain grey, which reads as disabled.
    const greyed = await page
      .getByRole('toolbar', { name: 'Result actions' })
      .locator('.ui.button:not(.disabled)')
      .evaluateAll((nodes) =>
        nodes.filter((node) => getComputedStyle(node).backgroundColor === 'rgb(224, 225, 226)').map((node) => node.textContent),
      );
    expect(greyed).toEqual([]);

    await results.getByRole('button', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.getByLabel('Overwrite existing').check();
    await dialog.getByRole('combobox', { name: 'Dataset' }).waitFor();
    await settled(page);
    await picture(page, 'sql-save-dataset');
    await expectWhole(page, dialog);
    await expectInsideWindow(page, dialog);
    await page.keyboard.press('Escape');
  });

  it('the user info page', async () => {
    await page.goto(`${tessera.url}/user_info/`);
    await page.getByText('admin', { exact: true }).first().waitFor();
    await settled(page);
    await picture(page, 'user-info');
    await expectWhole(page);
  });
});
