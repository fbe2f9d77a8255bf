import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown, expectDropdownText } from './support/dropdown';
import { newSignedInPage } from './support/sign-in';
import { editorApi as api } from './support/sql-editor';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const SCREENSHOTS = path.join(os.tmpdir(), 'tessera-sqllab-default-database');
/** The configured default: the second database this test creates on a fresh data folder. */
const CONFIGURED_DEFAULT_ID = 2;

/**
 * Opening `/sqllab/` in a browser that has never been there: the tab starts on the user's last
 * database, else the configured default (`TESSERA_SQLLAB_DEFAULT_DBID`), else the first exposed.
 */
describe('the SQL editor opened in a fresh browser', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let first: Page;

  beforeAll(async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    tessera = await startTessera({ env: { TESSERA_LOAD_EXAMPLES: 'false', TESSERA_SQLLAB_DEFAULT_DBID: String(CONFIGURED_DEFAULT_ID) } });
    browser = await launchBrowser();
    first = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
  });

  /** Waits until the tab's database picker shows `expectedName` (the default arrives once the databases are loaded). */
  async function selectedDatabase(page: Page, expectedName: string): Promise<void> {
    await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
    await expectDropdownText(page, 'Database', expectedName);
  }

  it('starts on the configured default, then on the last database the user picked', async () => {
    const databases = [];
    for (const name of ['alpha postgres', 'beta postgres']) {
      const created = await api(first, 'POST', '/api/v1/database/', {
        database_name: name,
        sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test',
        expose_in_sqllab: true,
      });
      expect(created.status).toBe(201);
      databases.push(created.body.id);
    }
    // A fresh data folder numbers databases from 1: the configured id is the second one, 'beta'.
    expect(databases).toEqual([1, CONFIGURED_DEFAULT_ID]);

    await first.goto(`${tessera.url}/sqllab/`);
    await selectedDatabase(first, 'beta postgres');
    await first.screenshot({ path: path.join(SCREENSHOTS, 'configured-default.png') });

    // The user picks alpha and closes the tab: the tab that replaces it starts on alpha.
    await chooseInDropdown(first, 'Database', 'alpha postgres');
    await first.getByRole('button', { name: 'Close tab Untitled Query 1' }).click();
    await selectedDatabase(first, 'alpha postgres');
    await first.screenshot({ path: path.join(SCREENSHOTS, 'last-database.png') });
  });

  it('starts on the configured default again in another fresh browser, and on the first exposed once that is gone', async () => {
    const fresh = await newSignedInPage(browser, tessera.url);
    await fresh.goto(`${tessera.url}/sqllab/`);
    await selectedDatabase(fresh, 'beta postgres');

    // Not exposed in the editor any more: the configured default no longer applies.
    expect((await api(fresh, 'PUT', `/api/v1/database/${CONFIGURED_DEFAULT_ID}`, { expose_in_sqllab: false })).status).toBe(200);
    const another = await newSignedInPage(browser, tessera.url);
    await another.goto(`${tessera.url}/sqllab/`);
    await selectedDatabase(another, 'alpha postgres');
    await another.screenshot({ path: path.join(SCREENSHOTS, 'first-exposed.png') });
  });
});
