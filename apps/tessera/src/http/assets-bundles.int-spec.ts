import { bundleContent } from '../testing/asset-bundle-content';
import { unzipBundle, zipBundle } from '../testing/bundle-files';
import { EXAMPLES_DATABASE_FILE, SUPERSET_EXAMPLE_BUNDLES, supersetBundleFiles } from '../testing/superset-bundle-fixtures';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import type { LooseJson } from '../testing/loose-json';

/** `POST /api/v1/assets/import/` with Superset's form fields: the file is `bundle`. */
async function importAssets(session: ApiSession, file: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('bundle', file, 'assets.zip');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await session.fetch('/api/v1/assets/import/', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as LooseJson };
}

async function exportAssets(session: ApiSession) {
  const response = await session.fetch('/api/v1/assets/export/');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="assets_export_\d{8}T\d{6}\.zip"/);
  const bytes = await response.arrayBuffer();
  return { bytes, bundle: await unzipBundle(bytes) };
}

const PASSWORDS = JSON.stringify({ [EXAMPLES_DATABASE_FILE]: 'examples-password' });

describe('whole-instance assets over HTTP', () => {
  let source: HttpTestApp;
  let target: HttpTestApp | undefined;
  let admin: ApiSession;

  beforeAll(async () => {
    source = await startHttpTestApp();
    admin = await ApiSession.login(source.url, 'admin', 'admin');
  }, 60_000);

  afterAll(async () => {
    await target?.stop();
    await source?.stop();
  });

  it('imports every Superset example bundle as one assets bundle', async () => {
    const files = await supersetBundleFiles(Object.keys(SUPERSET_EXAMPLE_BUNDLES) as (keyof typeof SUPERSET_EXAMPLE_BUNDLES)[], 'assets');
    const refused = await importAssets(admin, await zipBundle(files));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Error importing assets',
      extra: { [EXAMPLES_DATABASE_FILE]: { _schema: ['Must provide a password for the database'] } },
    });

    const imported = await importAssets(admin, await zipBundle(files), { passwords: PASSWORDS });
    expect(imported.status).toBe(200);
    expect(Object.keys(imported.body.errors?.[0]?.extra ?? {})).toEqual(['dashboards/USA_Births_Names.yaml']);
    const titles = (await admin.get('/api/v1/dashboard/?q=(page_size:100)')).body.result.map(
      (d: { dashboard_title: string }) => d.dashboard_title,
    );
    expect(titles.sort()).toEqual(Object.values(SUPERSET_EXAMPLE_BUNDLES).sort());

    // Importing the same bundle again replaces everything in place (Superset's assets import always overwrites).
    const charts = (await admin.get('/api/v1/chart/?q=(page_size:100)')).body.count;
    expect((await importAssets(admin, await zipBundle(files), { passwords: PASSWORDS })).status).toBe(200);
    expect((await admin.get('/api/v1/chart/?q=(page_size:100)')).body.count).toBe(charts);
    expect((await admin.get('/api/v1/dashboard/?q=(page_size:100)')).body.count).toBe(7);
  }, 120_000);

  it('round-trips a whole instance: export, import into a fresh one, export again gives the same content', async () => {
    const database = (await admin.get('/api/v1/database/?q=(page_size:100)')).body.result.find(
      (db: { database_name: string }) => db.database_name === 'examples',
    );
    const saved = await admin.post('/api/v1/saved_query/', {
      db_id: database.id,
      label: 'Births per state',
      description: 'one row per state',
      schema: 'public',
      sql: 'SELECT state, SUM(num) FROM birth_names GROUP BY state',
    });
    expect(saved.status).toBe(201);

    const first = await exportAssets(admin);
    const paths = [...first.bundle.files.keys()];
    expect(first.bundle.files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'assets' });
    expect(paths.filter((path) => path.startsWith('dashboards/'))).toHaveLength(7);
    expect(paths.filter((path) => path.startsWith('datasets/'))).toHaveLength(6);
    expect(paths.filter((path) => path.startsWith('queries/'))).toEqual(['queries/examples/public/Births_per_state.yaml']);
    expect(first.bundle.files.get('databases/examples.yaml').sqlalchemy_uri).toBe(
      'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/superset_examples',
    );

    target = await startHttpTestApp();
    const targetAdmin = await ApiSession.login(target.url, 'admin', 'admin');
    const imported = await importAssets(targetAdmin, new Blob([first.bytes], { type: 'application/zip' }), { passwords: PASSWORDS });
    expect(imported).toEqual({ status: 200, body: { message: 'OK' } });
    const second = await exportAssets(targetAdmin);
    const before = bundleContent(first.bundle);
    const after = bundleContent(second.bundle);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, file] of before) expect({ key, file: after.get(key) }).toEqual({ key, file });
    const queries = (await targetAdmin.get('/api/v1/saved_query/?q=(page_size:100)')).body.result;
    expect(queries.map((query: { label: string }) => query.label)).toEqual(['Births per state']);
  }, 120_000);

  it('is for administrators only', async () => {
    const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
    const alpha = roles.body.result.find((role: { name: string }) => role.name === 'Alpha').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'A',
      last_name: 'L',
      username: 'assets_alpha',
      email: 'assets_alpha@example.com',
      password: 'assets-alpha-pw',
      roles: [alpha],
    });
    const session = await ApiSession.login(source.url, 'assets_alpha', 'assets-alpha-pw');
    expect((await session.fetch('/api/v1/assets/export/')).status).toBe(403);
    expect((await importAssets(session, new Blob(['x']))).status).toBe(403);
    expect((await importAssets(admin, new Blob(['x']))).status).toBe(400);
    const missing = await admin.fetch('/api/v1/assets/import/', { method: 'POST', body: new FormData() });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe('Arguments are not correct: bundle is required');
  });
});
