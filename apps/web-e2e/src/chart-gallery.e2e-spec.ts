import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { getChartPlugin, hasChartPlugin, listChartPlugins } from '@tessera/viz';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

/** Where each chart of the gallery is pictured, to look at what a user sees. */
const SCREENSHOTS = path.join(os.tmpdir(), 'tessera-chart-gallery');

/**
 * What a drawn chart leaves in its slot: SVG marks (bars, slices, lines, markers, labels, excluding
 * the invisible hover surface), table cells, or a big number's text.
 */
const MARKS = [
  'svg path:not(.domain)',
  'svg rect:not(.tessera-hover-area)',
  'svg circle',
  'svg text',
  'table td',
  '.tessera-big-number-text',
].join(', ');

interface GalleryChart {
  id: number;
  slice_name: string;
  viz_type: string;
}

/** The gallery is the last example dashboard created at first start: waits until its charts are listed. */
async function galleryCharts(api: AdminApi): Promise<GalleryChart[]> {
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      const { result } = await api<{ result: GalleryChart[] }>('GET', '/api/v1/dashboard/chart_gallery/charts');
      if (result.length > 0) return result;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Brings a chart's slot into view (charts load when seen) and waits until it drew or failed. */
async function settle(slot: Locator): Promise<string> {
  await slot.scrollIntoViewIfNeeded();
  const handle = await slot.elementHandle();
  await slot
    .page()
    .waitForFunction((element) => ['rendered', 'failed', 'stopped'].includes(element?.getAttribute('data-chart-status') ?? ''), handle, {
      timeout: 60_000,
    });
  return (await slot.getAttribute('data-chart-status')) ?? '';
}

describe('the "Chart gallery" example dashboard', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let charts: GalleryChart[];

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    charts = await galleryCharts(await adminApi(tessera.url));
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('holds one chart of every registered chart type', () => {
    const shown = charts.map((chart) =>
      hasChartPlugin(chart.viz_type) ? getChartPlugin(chart.viz_type).metadata.vizType : chart.viz_type,
    );
    const registered = listChartPlugins().map((plugin) => plugin.metadata.vizType);
    expect([...shown].sort()).toEqual([...registered].sort());
  });

  it('draws every chart, without an error, with marks on it, and pictures each', async () => {
    page = await newSignedInPage(browser, tessera.url, { viewport: { width: 1400, height: 1000 } });
    await page.goto(`${tessera.url}/superset/dashboard/chart_gallery/`);
    await page.getByRole('heading', { level: 1, name: 'Chart gallery' }).waitFor();
    const outcomes: { chart: string; vizType: string; status: string; errors: number; empty: number; marks: number }[] = [];
    for (const chart of charts) {
      const slot = page.locator(`section[data-chart-id="${chart.id}"]`);
      const status = await settle(slot);
      const file = path.join(SCREENSHOTS, `${chart.viz_type}.png`);
      await slot.screenshot({ path: file });
      console.log(`screenshot of ${chart.viz_type} (${chart.slice_name}): ${file}`);
      outcomes.push({
        chart: chart.slice_name,
        vizType: chart.viz_type,
        status,
        errors: await slot.getByRole('alert').count(),
        empty: await slot.locator('.tessera-empty-state').count(),
        marks: await slot.locator(MARKS).count(),
      });
    }
    const failures = outcomes.filter(
      (outcome) => outcome.status !== 'rendered' || outcome.errors > 0 || outcome.empty > 0 || outcome.marks === 0,
    );
    expect(failures).toEqual([]);
    expect(outcomes).toHaveLength(charts.length);
  });
});
