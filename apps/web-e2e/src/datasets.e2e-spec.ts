import path from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { chooseInDropdown } from './support/dropdown';
import { newSignedInPage } from './support/sign-in';
import { startTessera, type TesseraProcess } from './support/tessera-process';

const POSTGRES = 'postgresql://postgres@127.0.0.1:5432/postgres';
const STAMP = Date.now();
const SCRATCH_TABLE = `e2e_fruit_${STAMP}`;
const PG_NAME = `e2e postgres ${STAMP}`;
const DUCKDB_NAME = `e2e duckdb ${STAMP}`;

interface DatasetDetail {
  id: number;
  kind: 'physical' | 'virtual';
  sql: string | null;
  columns: { column_name: string }[];
  metrics: { metric_name: string; d3format: string | null; extra: string | null }[];
}

/** The dataset as the server stores it, read with the browser's session. */
async function datasetNamed(page: Page, tableName: string, databaseName: string): Promise<DatasetDetail> {
  return page.evaluate(
    async ({ tableName, databaseName }) => {
      const q = `(filters:!((col:table_name,opr:eq,value:'${tableName}')))`;
      const list = (await (await fetch(`/api/v1/dataset/?q=${encodeURIComponent(q)}`)).json()) as {
        result: { id: number; database: { database_name: string } }[];
      };
      const row = list.result.find((dataset) => dataset.database.database_name === databaseName);
      if (!row) throw new Error(`no dataset ${tableName} on ${databaseName}`);
      return ((await (await fetch(`/api/v1/dataset/${row.id}`)).json()) as { result: DatasetDetail }).result;
    },
    { tableName, databaseName },
  );
}

async function connectDatabase(page: Page, baseUrl: string, engineName: string, name: string, uri: string): Promise<void> {
  await page.goto(`${baseUrl}/databaseview/list/`);
  await page.getByRole('heading', { name: 'Databases' }).waitFor();
  await page.getByRole('button', { name: '+ Database' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect a database' });
  await chooseInDropdown(dialog, 'Supported databases', engineName);
  await dialog.getByLabel('Display Name').fill(name);
  await dialog.getByRole('button', { name: 'SQLAlchemy URI' }).click();
  await dialog.getByLabel('SQLAlchemy URI').fill(uri);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await dialog.getByText('Connection looks good!').waitFor();
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: name }).waitFor();
}

/** On the 'New dataset' page: picks database, schema and (searching for it) a table, and answers the columns panel. */
async function pickTable(page: Page, baseUrl: string, database: string, schema: string, table: string) {
  await page.goto(`${baseUrl}/tablemodelview/list/`);
  await page.getByRole('link', { name: '+ Dataset' }).click();
  await page.waitForURL(/\/dataset\/add\/$/);
  await page.getByRole('heading', { name: 'New dataset' }).waitFor();
  await page.getByRole('combobox', { name: 'Database' }).fill(database);
  await page.getByRole('option', { name: database }).click();
  await page.getByRole('combobox', { name: 'Schema' }).click();
  await page.getByRole('option', { name: schema, exact: true }).click();
  const tables = page.getByRole('listbox', { name: 'Tables' });
  await tables.getByRole('option').first().waitFor();
  await page.getByRole('textbox', { name: 'Search tables' }).fill(table);
  await tables.getByRole('option', { name: table, exact: true }).click();
  return page.getByRole('table', { name: 'Table columns' });
}

/** Opens the Edit Dataset modal from the dataset's row in the list. */
async function openEditor(page: Page, baseUrl: string, tableName: string, databaseName: string) {
  await page.goto(`${baseUrl}/tablemodelview/list/?filters=(table_name:${tableName})`);
  const row = page.getByRole('row').filter({ hasText: databaseName });
  await row.getByRole('button', { name: 'Edit' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Dataset' });
  await modal.getByRole('tab', { name: 'Source' }).waitFor();
  return modal;
}

async function saveAndConfirm(page: Page, modal: ReturnType<Page['getByRole']>): Promise<void> {
  await modal.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm save' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('datasets in the browser: create, edit, sync and samples', () => {
  let tessera: TesseraProcess;
  let browser: Browser;
  let page: Page;
  const postgres = new Client({ connectionString: POSTGRES });

  beforeAll(async () => {
    await postgres.connect();
    await postgres.query(`CREATE TABLE public.${SCRATCH_TABLE} (name text, qty integer, picked date)`);
    await postgres.query(
      `INSERT INTO public.${SCRATCH_TABLE} VALUES ('apple', 3, '2026-01-02'), ('pear', 5, '2026-01-03'), ('plum', 7, '2026-01-04')`,
    );
    tessera = await startTessera();
    browser = await launchBrowser();
    page = await newSignedInPage(browser, tessera.url);
  });

  afterAll(async () => {
    await browser?.close();
    await tessera?.stop();
    await postgres.query(`DROP TABLE IF EXISTS public.${SCRATCH_TABLE}`);
    await postgres.end();
  });

  it('connects the machine’s PostgreSQL and the example DuckDB file through the connection modal', async () => {
    await connectDatabase(page, tessera.url, 'PostgreSQL', PG_NAME, POSTGRES);
    // The example warehouse the first start generated, connected a second time by its file path.
    await connectDatabase(page, tessera.url, 'DuckDB', DUCKDB_NAME, `duckdb:///${path.join(tessera.dataDir, 'examples.duckdb')}`);
  });

  it('creates a physical dataset from a PostgreSQL table picked by database, schema and search', async () => {
    const columns = await pickTable(page, tessera.url, PG_NAME, 'public', SCRATCH_TABLE);
    await columns.getByRole('row').filter({ hasText: 'qty' }).filter({ hasText: 'INTEGER' }).waitFor();
    await columns.getByRole('row').filter({ hasText: 'picked' }).waitFor();
    await page.getByRole('button', { name: 'Create dataset', exact: true }).click();
    await page.waitForURL(/\/tablemodelview\/list\/$/);
    await page.getByRole('link', { name: SCRATCH_TABLE }).waitFor();
    const dataset = await datasetNamed(page, SCRATCH_TABLE, PG_NAME);
    expect(dataset.kind).toBe('physical');
    expect(dataset.columns.map((column) => column.column_name).sort()).toEqual(['name', 'picked', 'qty']);

    // A table gets one physical dataset: picking it again points at the one it has.
    await pickTable(page, tessera.url, PG_NAME, 'public', SCRATCH_TABLE);
    await page.getByText('This table already has a dataset associated with it.').waitFor();
    expect(await page.getByRole('link', { name: 'View Dataset' }).getAttribute('href')).toContain(`datasource_id=${dataset.id}`);
    expect(await page.getByRole('button', { name: 'Create dataset', exact: true }).isDisabled()).toBe(true);
  });

  it('edits a metric’s format and certification in the Edit Dataset modal', async () => {
    const modal = await openEditor(page, tessera.url, SCRATCH_TABLE, PG_NAME);
    await modal.getByRole('tab', { name: 'Metrics' }).click();
    const metrics = modal.getByRole('table', { name: 'Metrics' });
    await metrics.getByRole('button', { name: 'Expand count' }).click();
    await modal.getByLabel('D3 format').fill(',d');
    await modal.getByLabel('Certified by').fill('Data team');
    await saveAndConfirm(page, modal);
    await page.getByText('The dataset has been saved').waitFor();
    const count = (await datasetNamed(page, SCRATCH_TABLE, PG_NAME)).metrics.find((metric) => metric.metric_name === 'count');
    expect(count?.d3format).toBe(',d');
    expect(JSON.parse(count?.extra ?? '{}')).toMatchObject({ certification: { certified_by: 'Data team' } });
  });

  it('shows the dataset’s samples in the data grid', async () => {
    await page.goto(`${tessera.url}/tablemodelview/list/?filters=(table_name:${SCRATCH_TABLE})`);
    await page.getByRole('row').filter({ hasText: PG_NAME }).getByRole('button', { name: 'View samples' }).click();
    const samples = page.getByRole('dialog', { name: 'Samples' });
    for (const fruit of ['apple', 'pear', 'plum']) await samples.getByRole('gridcell', { name: fruit }).waitFor();
    await samples.getByText('1-3 of 3').waitFor();
    await samples.getByRole('button', { name: 'Grid menu' }).waitFor();
  });

  it('lists the DuckDB tables, makes a dataset virtual with SQL, and syncs its columns when the SQL changes', async () => {
    const columns = await pickTable(page, tessera.url, DUCKDB_NAME, 'main', 'birth_names');
    await columns.getByRole('row').filter({ hasText: 'num_boys' }).waitFor();
    await page.getByRole('button', { name: 'Create dataset', exact: true }).click();
    await page.waitForURL(/\/tablemodelview\/list\/$/);

    let modal = await openEditor(page, tessera.url, 'birth_names', DUCKDB_NAME);
    await modal.getByRole('tab', { name: 'Source' }).click();
    await modal.getByRole('button', { name: 'Click the lock to make changes.' }).click();
    await modal.getByText('Virtual (SQL)').click();
    await modal.getByRole('textbox', { name: 'SQL' }).fill('SELECT name, num FROM birth_names');
    await saveAndConfirm(page, modal);
    let dataset = await datasetNamed(page, 'birth_names', DUCKDB_NAME);
    expect(dataset.kind).toBe('virtual');
    expect(dataset.columns.map((column) => column.column_name).sort()).toEqual(['name', 'num']);

    modal = await openEditor(page, tessera.url, 'birth_names', DUCKDB_NAME);
    await modal.getByRole('tab', { name: 'Source' }).click();
    await modal.getByRole('button', { name: 'Click the lock to make changes.' }).click();
    await modal.getByRole('textbox', { name: 'SQL' }).fill('SELECT name, num, state FROM birth_names');
    await saveAndConfirm(page, modal);
    await page.getByText('Added 1 new column to the virtual dataset').waitFor();
    dataset = await datasetNamed(page, 'birth_names', DUCKDB_NAME);
    expect(dataset.sql).toBe('SELECT name, num, state FROM birth_names');
    expect(dataset.columns.map((column) => column.column_name).sort()).toEqual(['name', 'num', 'state']);

    modal = await openEditor(page, tessera.url, 'birth_names', DUCKDB_NAME);
    await modal.getByRole('tab', { name: 'Columns', exact: true }).click();
    await modal.getByRole('table', { name: 'Columns', exact: true }).getByRole('cell', { name: 'state', exact: true }).waitFor();
  });
});
