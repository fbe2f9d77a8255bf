import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown } from './support/dropdown';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const CONNECTION = 'postgresql://postgres@127.0.0.1:5432/postgres';

describe('list pages and the database connection modal in the browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    tessera = await startTessera();
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  it('shows the home sections with their tabs', async () => {
    await page.goto(`${tessera.url}/superset/welcome/`);
    const charts = page.getByRole('region', { name: 'Charts' });
    await charts.getByRole('tab', { name: 'Favorite' }).waitFor();
    // Each tab answers with charts or its own empty text; which one depends on who created the examples.
    const chartCards = charts.locator('a[href^="/explore/?slice_id="]');
    await charts.getByRole('tab', { name: 'Mine' }).click();
    await chartCards.or(charts.getByText('Nothing created by you yet')).first().waitFor();
    await charts.getByRole('tab', { name: 'Other' }).click();
    await chartCards.or(charts.getByText('No examples or shared items yet')).first().waitFor();
    await page.getByRole('region', { name: 'Recents' }).waitFor();
    await page.getByRole('region', { name: 'Dashboards' }).getByRole('link', { name: 'View All »' }).waitFor();
  });

  it('lists the example charts with links to Explore', async () => {
    await page.goto(`${tessera.url}/chart/list/?viewMode=table`);
    await page.getByRole('heading', { name: 'Charts' }).waitFor();
    const firstLink = page.locator('table a[href^="/explore/?slice_id="]').first();
    await firstLink.waitFor();
    expect(await page.locator('table a[href^="/explore/?slice_id="]').count()).toBeGreaterThan(0);
  });

  it('connects a PostgreSQL database through the modal, lists it and deletes it', async () => {
    const name = `e2e postgres ${Date.now()}`;
    await page.goto(`${tessera.url}/databaseview/list/`);
    await page.getByRole('heading', { name: 'Databases' }).waitFor();

    await page.getByRole('button', { name: '+ Database' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await chooseInDropdown(dialog, 'Supported databases', 'PostgreSQL');
    await dialog.getByLabel('Display Name').fill(name);
    await dialog.getByRole('button', { name: 'SQLAlchemy URI' }).click();
    await dialog.getByLabel('SQLAlchemy URI').fill(CONNECTION);
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await dialog.getByText('Connection looks good!').waitFor();
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByLabel('Please type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });

    const listed = await page.evaluate(
      async () => (await (await fetch('/api/v1/database/')).json()) as { result: { database_name: string }[] },
    );
    expect(listed.result.map((database) => database.database_name)).not.toContain(name);
  });
});
