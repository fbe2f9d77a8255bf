import { chromium, type Browser, type Page } from 'playwright-core';
import { chartReady, dashboardReady } from './report-page';

/** The readiness waits on real pages in headless Chromium (the machine's, as the report service uses). */
describe('report page readiness', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.TESSERA_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 30_000);
  afterAll(() => browser?.close());
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(() => page.close());

  it('refuses a dashboard whose charts are still loading, naming them', async () => {
    await page.setContent(`<article aria-label="Sales">
      <section aria-label="Total" data-chart-status="rendered"></section>
      <section aria-label="By region" data-chart-status="loading"></section>
      <section aria-label="Trend" data-chart-status="success"></section></article>`);
    await expect(dashboardReady(page, 300)).rejects.toThrow(
      '2 chart(s) were still loading after 0 s, so no screenshot was taken: By region, Trend',
    );
  });

  it('waits for the signal, and answers the charts that failed', async () => {
    await page.setContent(`<article aria-label="Sales"><section aria-label="Total" data-chart-status="loading"></section></article>
      <script>setTimeout(() => { const a = document.querySelector('article'); a.setAttribute('data-report-failed', '["Broken"]'); a.setAttribute('data-report-ready', 'true'); }, 200)</script>`);
    await expect(dashboardReady(page, 5000)).resolves.toEqual({ failed: ['Broken'] });
  });

  it('says so when the page never showed a chart', async () => {
    await page.setContent('<p>Not found</p>');
    await expect(dashboardReady(page, 200)).rejects.toThrow('The page did not show its charts within 0 s');
  });

  it('takes an Explore chart once drawn, and names it by the page title when it failed', async () => {
    await page.setContent('<title>Region pie</title><section data-chart-status="rendered"></section>');
    await expect(chartReady(page, 1000)).resolves.toEqual({ failed: [] });
    await page.setContent('<title>Region pie</title><section data-chart-status="failed"></section>');
    await expect(chartReady(page, 1000)).resolves.toEqual({ failed: ['Region pie'] });
    await page.setContent('<title>Region pie</title><section aria-label="Chart" data-chart-status="loading"></section>');
    await expect(chartReady(page, 200)).rejects.toThrow('1 chart(s) were still loading');
  });
});
