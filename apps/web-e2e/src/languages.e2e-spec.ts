import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** The French catalogue the SPA loads: the texts the screens must show once French is chosen. */
const FRENCH = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../libs/i18n/catalogues/fr.json'), 'utf8')) as Record<
  string,
  string
>;

function french(text: string): string {
  const translated = FRENCH[text];
  if (translated === undefined) throw new Error(`the French catalogue has no "${text}"`);
  return translated;
}

describe('languages: choosing French in the navbar', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let chartId: number;

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
    const datasets = await pageApi<{ result: { id: number }[] }>(
      page,
      'GET',
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))',
    );
    const datasetId = datasets.body.result[0]?.id;
    if (datasetId === undefined) throw new Error('the birth_names example dataset is missing');
    // Yearly births: the y axis reads in the hundreds of thousands, written with the locale's group separator.
    const formData = {
      datasource: `${datasetId}__table`,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      metrics: ['sum__num'],
      adhoc_filters: [],
      row_limit: 10000,
      y_axis_format: ',d',
    };
    const chart = await pageApi<{ id: number }>(page, 'POST', '/api/v1/chart/', {
      slice_name: 'Births per year, in the reader’s language',
      viz_type: formData.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
  }, 240_000);

  afterAll(async () => {
    if (page) await pageApi(page, 'PUT', '/api/v1/me/', { locale: 'en' }).catch(() => undefined);
    await browser?.close();
    await tessera?.stop();
  });

  /** The y-axis labels of the chart open in Explore (whose chart area is named in the language on screen). */
  async function yTicks(regionName: string): Promise<string[]> {
    const ticks = page.getByRole('region', { name: regionName, exact: true }).locator('text.tessera-y-tick');
    await ticks.first().waitFor();
    return ticks.allTextContents();
  }

  it('shows the navbar and a list page in English first, with English number separators', async () => {
    await page.goto(`${tessera.url}/chart/list/`);
    await page.getByRole('heading', { name: 'Charts' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    expect((await yTicks('Chart')).some((tick) => /^\d{1,3}(,\d{3})+$/.test(tick))).toBe(true);
  });

  it('switches the navbar, the list page and the chart axis to French at once when Français is picked', async () => {
    await page.goto(`${tessera.url}/chart/list/`);
    await page.getByRole('heading', { name: 'Charts' }).waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/me/') && response.request().method() === 'PUT');
    await page.getByRole('listbox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();

    const nav = page.getByRole('navigation', { name: french('Main menu') });
    await nav.getByRole('link', { name: french('Dashboards'), exact: true }).waitFor();
    await nav.getByRole('link', { name: french('Datasets'), exact: true }).waitFor();
    await page.getByRole('heading', { name: french('Charts') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // Cards say when each chart changed in French: the server's English delta ('2 minutes ago') said again with Intl.
    const modified = french('Modified %s').split('{0}')[0] ?? '';
    const ago = new Intl.RelativeTimeFormat('fr').format(-5, 'minute').split('5')[0] ?? '';
    await page
      .getByText(new RegExp(`^${modified}${ago}`))
      .first()
      .waitFor();
    expect(await page.getByText(/ ago$/).count()).toBe(0);
    expect((await saved).status()).toBe(200);
    await page.screenshot({ path: path.join(tessera.dataDir, 'languages-chart-list-fr.png') });

    await page.goto(`${tessera.url}/explore/?slice_id=${chartId}`);
    const ticks = await yTicks(french('Chart'));
    // d3's French definition groups thousands with a no-break space; no English comma is left.
    expect(ticks.some((tick) => /^\d{1,3}(\u00a0\d{3})+$/.test(tick))).toBe(true);
    expect(ticks.filter((tick) => tick.includes(','))).toEqual([]);
    await page.screenshot({ path: path.join(tessera.dataDir, 'languages-explore-fr.png') });
  });

  it('keeps French after a reload (the choice is saved on the user)', async () => {
    await page.goto(`${tessera.url}/chart/list/`);
    await page.getByRole('heading', { name: french('Charts') }).waitFor();
    await page
      .getByRole('navigation', { name: french('Main menu') })
      .getByRole('link', { name: french('Dashboards'), exact: true })
      .waitFor();
    const me = await pageApi<{ result: { locale: string | null } }>(page, 'GET', '/api/v1/me/');
    expect(me.body.result.locale).toBe('fr');
  });

  it('paints the first screen in French already: no English navbar text before the French one', async () => {
    const fresh = await page.context().newPage();
    // Every text the page ever shows, in order, from before the app's first render.
    await fresh.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      const note = (node: Node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) if (text.textContent?.trim()) seen.push(text.textContent.trim());
        if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) seen.push(node.textContent.trim());
      };
      new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(note))).observe(document, {
        childList: true,
        subtree: true,
      });
    });
    await fresh.goto(`${tessera.url}/chart/list/`);
    expect(await fresh.locator('html').getAttribute('lang')).toBe('fr');
    await fresh.getByRole('heading', { name: french('Charts') }).waitFor();
    const seen = await fresh.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen).toContain(french('Dashboards'));
    expect(seen.filter((text) => ['Dashboards', 'Charts', 'Datasets', 'Settings'].includes(text))).toEqual([]);
    await fresh.screenshot({ path: path.join(tessera.dataDir, 'languages-first-paint-fr.png') });
    await fresh.close();
  });
});
