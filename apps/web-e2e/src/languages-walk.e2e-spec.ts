import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminApi, type AdminApi } from './support/admin-api';
import { launchBrowser } from './support/browser';
import { englishTextsTranslatedIn, fill, readCatalogue } from './support/catalogue-texts';
import { pageApi } from './support/page-api';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';
import { visibleTexts, type VisibleText } from './support/visible-texts';

/** The languages the walk reads every screen in, with the tag `Intl` knows each by. */
const WALKED = [
  { locale: 'fr', tag: 'fr' },
  { locale: 'de', tag: 'de' },
  { locale: 'ja', tag: 'ja' },
  { locale: 'pt_BR', tag: 'pt-BR' },
] as const;

/** The example Sales Dashboard: a big number, a line chart with a value axis and two native filters. */
const SALES_SLUG = 'sales';
const BIG_NUMBER_CHART = 'Total Revenue';
const AXIS_CHART = 'Quarterly Revenue by Deal Size';

/** Both kinds of no-break space d3 and `Intl` group French digits with read as one space. */
const sameSpaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

/**
 * A dollar amount (`$,.0f`: `8 648 228 $` in French, `$8,648,228` in Japanese) written the way `tag`
 * groups digits, as `Intl` writes the same number, and still in dollars whatever the language.
 */
function expectLocalDollars(shown: string, tag: string): void {
  const digits = shown.replace(/\D/g, '');
  expect(digits.length).toBeGreaterThanOrEqual(4);
  const expected = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Number(digits));
  expect(sameSpaces(shown)).toContain(sameSpaces(expected));
  expect(shown).toContain('$');
}

describe('languages: every screen in French, German, Japanese and Brazilian Portuguese', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  let call: AdminApi;
  let chartIds: Map<string, number>;
  /** User data, shown as is: the titles of dashboards, charts and filters, and the columns and values the charts draw. */
  const userData = new Set<string>();

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    call = await adminApi(tessera.url);
    page = await newSignedInPage(browser, tessera.url);
    const charts = await call<{ result: { id: number; slice_name: string }[] }>('GET', `/api/v1/dashboard/${SALES_SLUG}/charts`);
    chartIds = new Map(charts.result.map((chart) => [chart.slice_name, chart.id]));
    const dashboard = await call<{ result: { dashboard_title: string; json_metadata: string } }>('GET', `/api/v1/dashboard/${SALES_SLUG}`);
    const metadata = JSON.parse(dashboard.result.json_metadata) as { native_filter_configuration?: { name: string }[] };
    for (const filter of metadata.native_filter_configuration ?? []) userData.add(filter.name);
    const dashboards = await call<{ result: { dashboard_title: string }[] }>('GET', '/api/v1/dashboard/?q=(page_size:100)');
    for (const { dashboard_title: title } of dashboards.result) userData.add(title);
    for (const name of charts.result.map((chart) => chart.slice_name)) userData.add(name);
    // What the charts draw: their columns and values (a deal size reads `Small` in every language).
    for (const id of chartIds.values()) {
      const data = await call<{ result: { colnames?: string[]; data?: Record<string, unknown>[] }[] }>('GET', `/api/v1/chart/${id}/data/`);
      for (const result of data.result) {
        for (const name of result.colnames ?? []) userData.add(name);
        for (const row of result.data ?? []) for (const value of Object.values(row)) if (typeof value === 'string') userData.add(value);
      }
    }
  }, 240_000);

  afterAll(async () => {
    if (page) await pageApi(page, 'PUT', '/api/v1/me/', { locale: 'en' }).catch(() => undefined);
    await browser?.close();
    await tessera?.stop();
  });

  /** The texts on the page still in English although `locale` has its own words for them. */
  async function englishLeft(locale: string, screen: string): Promise<string[]> {
    const { exact, patterns } = englishTextsTranslatedIn(locale);
    const isEnglish = ({ text }: VisibleText) => !userData.has(text) && (exact.has(text) || patterns.some((pattern) => pattern.test(text)));
    return (await visibleTexts(page)).filter(isEnglish).map(({ text, where }) => `${screen}: "${text}" in ${where}`);
  }

  it.each(WALKED)(
    'shows the navbar, a list, a dashboard with its filter bar, Explore and the SQL editor in $locale',
    async ({ locale, tag }) => {
      const own = readCatalogue(locale);
      const saved = await pageApi(page, 'PUT', '/api/v1/me/', { locale });
      expect(saved.status).toBe(200);
      const english: string[] = [];

      // The navbar and the dashboard list.
      await page.goto(`${tessera.url}/dashboard/list/`);
      await page.getByRole('heading', { name: fill(own, 'Dashboards') }).waitFor();
      await page.getByRole('navigation', { name: fill(own, 'Main menu') }).waitFor();
      await page.getByRole('link', { name: 'Sales Dashboard' }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(tag);
      english.push(...(await englishLeft(locale, 'dashboard list')));

      // The Sales Dashboard with its filter bar open, every chart drawn.
      await page.goto(`${tessera.url}/superset/dashboard/${SALES_SLUG}/`);
      await page.getByRole('heading', { level: 1, name: 'Sales Dashboard' }).waitFor();
      const filterBar = page.getByRole('complementary', { name: fill(own, 'Filters') });
      await filterBar.waitFor();
      for (const id of chartIds.values()) await page.locator(`[data-chart-id="${id}"][data-chart-status="rendered"]`).waitFor();
      english.push(...(await englishLeft(locale, 'dashboard')));

      const bigNumber = page.locator(`[data-chart-id="${chartIds.get(BIG_NUMBER_CHART)}"] .tessera-big-number-header-line`);
      expectLocalDollars((await bigNumber.textContent()) ?? '', tag);
      const ticks = await page.locator(`[data-chart-id="${chartIds.get(AXIS_CHART)}"] text.tessera-y-tick`).allTextContents();
      const grouped = ticks.filter((tick) => tick.replace(/\D/g, '').length >= 4);
      expect(grouped.length).toBeGreaterThan(0);
      for (const tick of grouped) expectLocalDollars(tick, tag);
      await page.screenshot({ path: path.join(tessera.dataDir, `languages-walk-dashboard-${locale}.png`) });

      // Explore of the line chart: the control panel, the chart and its axis.
      await page.goto(`${tessera.url}/explore/?slice_id=${chartIds.get(AXIS_CHART)}`);
      await page
        .getByRole('region', { name: fill(own, 'Chart'), exact: true })
        .locator('text.tessera-y-tick')
        .first()
        .waitFor();
      english.push(...(await englishLeft(locale, 'explore')));
      await page.screenshot({ path: path.join(tessera.dataDir, `languages-walk-explore-${locale}.png`) });

      // The SQL editor, its database chosen.
      await page.goto(`${tessera.url}/sqllab/`);
      await page.getByRole('group', { name: fill(own, 'SQL editor') }).waitFor();
      await page.getByRole('tab', { selected: true }).waitFor();
      english.push(...(await englishLeft(locale, 'SQL editor')));
      // The row limit reads as a number of the language too (1,000 / 1.000 / 1 000).
      const limit = (await page.getByLabel(fill(own, 'Limit'), { exact: true }).innerText()).trim();
      expect(sameSpaces(limit)).toBe(sameSpaces(new Intl.NumberFormat(tag).format(1000)));
      await page.screenshot({ path: path.join(tessera.dataDir, `languages-walk-sqllab-${locale}.png`) });

      expect(english).toEqual([]);
    },
  );

  it('shows a refused save in French: the properties of a dashboard whose ownership was taken away meanwhile', async () => {
    const french = readCatalogue('fr');
    const username = 'gaspard';
    const password = 'gaspard-password';
    const roles = await call<{ result: { id: number; name: string }[] }>('GET', '/api/v1/security/roles/?q=(page_size:100)');
    await call('POST', '/api/v1/security/users/', {
      first_name: 'Gaspard',
      last_name: 'Gamma',
      username,
      email: `${username}@example.com`,
      password,
      roles: [roles.result.find((role) => role.name === 'Gamma')?.id],
    });
    const users = await call<{ result: { id: number; username: string }[] }>('GET', '/api/v1/security/users/?q=(page_size:100)');
    const gaspard = users.result.find((user) => user.username === username)?.id;
    const admin = users.result.find((user) => user.username === 'admin')?.id;
    const title = `Gaspard’s board ${Date.now()}`;
    const dashboard = await call<{ id: number }>('POST', '/api/v1/dashboard/', { dashboard_title: title, owners: [gaspard] });

    // Gaspard reads French (his saved choice) in a browser that asks for English.
    const gammaPage = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US' })).newPage();
    await gammaPage.goto(`${tessera.url}/login/`);
    await gammaPage.getByLabel('Username').fill(username);
    await gammaPage.getByLabel('Password').fill(password);
    await gammaPage.getByRole('button', { name: 'Sign in' }).click();
    await gammaPage.waitForURL(/\/superset\/welcome\/$/, { waitUntil: 'commit' });
    expect((await pageApi(gammaPage, 'PUT', '/api/v1/me/', { locale: 'fr' })).status).toBe(200);

    await gammaPage.goto(`${tessera.url}/superset/dashboard/${dashboard.id}/`);
    await gammaPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await gammaPage.getByRole('button', { name: fill(french, 'More dashboard actions') }).click();
    await gammaPage.getByRole('menuitem', { name: fill(french, 'Edit properties') }).click();
    const dialog = gammaPage.getByRole('dialog', { name: fill(french, 'Dashboard properties') });
    await dialog.getByLabel(fill(french, 'Name'), { exact: true }).fill(`${title} renamed`);
    // While the dialog is open, the admin makes someone else the only owner.
    await call('PUT', `/api/v1/dashboard/${dashboard.id}`, { owners: [admin] });
    const refused = gammaPage.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/dashboard/${dashboard.id}`) && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: fill(french, 'Save') }).click();

    // The server refuses in French (the draft is no longer his to see, so its generic refusal), and the
    // dialog says so in French.
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe(fill(french, 'Forbidden'));
    const refusal = dialog.getByRole('alert').filter({ hasText: fill(french, 'You do not have permission to edit this dashboard') });
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await gammaPage.screenshot({ path: path.join(tessera.dataDir, 'languages-walk-refused-save-fr.png') });
    expect((await call<{ result: { dashboard_title: string } }>('GET', `/api/v1/dashboard/${dashboard.id}`)).result.dashboard_title).toBe(
      title,
    );
  });
});
