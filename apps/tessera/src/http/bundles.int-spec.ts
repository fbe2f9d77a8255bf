import { Client } from 'pg';
import { seedDataset } from '../testing/dataset-seed';
import { bundleClient, unzipBundle, zipBundle } from '../testing/bundle-files';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// Trust authentication ignores the password, so a URI with one still connects.
const PG_WITH_PASSWORD = 'postgresql://postgres:s3cret@127.0.0.1:5432/test';

describe('export and import bundles over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let gamma: ApiSession;
  let metadata: Client;
  let databaseId: number;
  let datasetId: number;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const roles = await admin.get('/api/v1/security/roles/?q=(filter:Gamma)');
    const gammaId = roles.body.result.find((r: { name: string }) => r.name === 'Gamma').id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'B',
      last_name: 'G',
      username: 'bg',
      email: 'bg@example.com',
      password: 'bgpassword',
      roles: [gammaId],
    });
    gamma = await ApiSession.login(app.url, 'bg', 'bgpassword');
    const database = await admin.post('/api/v1/database/', {
      database_name: 'bundle pg',
      sqlalchemy_uri: PG_WITH_PASSWORD,
      allow_dml: true,
    });
    expect(database.status).toBe(201);
    databaseId = database.body.id;
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId,
      tableName: 'bundle_sales',
      schema: 'public',
      columns: [
        { name: 'ds', type: 'TIMESTAMP', isDttm: true },
        { name: 'amount', type: 'NUMERIC' },
      ],
      metrics: [{ name: 'sum__amount', expression: 'SUM(amount)' }],
    });
    metadata = new Client({ connectionString: app.harness.runtime.metadataUrl });
    await metadata.connect();
  });

  afterAll(async () => {
    await metadata?.end();
    await app.stop();
  });

  const download = (path: string) => admin.fetch(path);
  const upload = (resource: string, file: Blob, fields?: Record<string, string>) => bundleClient(admin, resource).upload(file, fields);

  it('exports a dataset with its database as a Superset v1 bundle, password masked', async () => {
    const response = await download(`/api/v1/dataset/export/?q=!(${datasetId})`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="dataset_export_\d{8}T\d{6}\.zip"/);
    const bundle = await unzipBundle(await response.arrayBuffer());
    expect(bundle.root).toMatch(/^dataset_export_\d{8}T\d{6}$/);
    expect([...bundle.files.keys()].sort()).toEqual(['databases/bundle_pg.yaml', 'datasets/bundle_pg/bundle_sales.yaml', 'metadata.yaml']);
    expect(bundle.files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'SqlaTable' });
    const database = bundle.files.get('databases/bundle_pg.yaml');
    expect(database).toMatchObject({
      database_name: 'bundle pg',
      sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
      allow_dml: true,
      version: '1.0.0',
    });
    const dataset = bundle.files.get('datasets/bundle_pg/bundle_sales.yaml');
    expect(dataset).toMatchObject({ table_name: 'bundle_sales', schema: 'public', database_uuid: database.uuid });
    expect(dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['amount', 'ds']);
    expect(dataset.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count', 'sum__amount']);
  });

  it('refuses to overwrite without overwrite=true, then replaces metrics with it', async () => {
    const bundle = await unzipBundle(await (await download(`/api/v1/dataset/export/?q=!(${datasetId})`)).arrayBuffer());
    const refused = await upload('dataset', await zipBundle(bundle.files));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ message: 'Error importing dataset', error_type: 'GENERIC_COMMAND_ERROR' });
    expect(refused.body.errors[0].extra['datasets/bundle_pg/bundle_sales.yaml']).toBe(
      'Dataset already exists and `overwrite=true` was not passed',
    );

    const dataset = bundle.files.get('datasets/bundle_pg/bundle_sales.yaml');
    dataset.metrics = [
      ...dataset.metrics.filter((m: { metric_name: string }) => m.metric_name !== 'sum__amount'),
      { metric_name: 'avg__amount', expression: 'AVG(amount)', d3format: ',.2f' },
    ];
    const accepted = await upload('dataset', await zipBundle(bundle.files), { overwrite: 'true' });
    expect(accepted).toEqual({ status: 200, body: { message: 'OK' } });
    const { rows } = await metadata.query(
      'SELECT metric_name, d3format FROM charts.dataset_metric WHERE dataset_id = $1 ORDER BY metric_name',
      [datasetId],
    );
    expect(rows).toEqual([
      { metric_name: 'avg__amount', d3format: ',.2f' },
      { metric_name: 'count', d3format: null },
    ]);
  });

  it('asks for the password of a new database with a masked one, and keeps it once given', async () => {
    const bundle = await unzipBundle(await (await download(`/api/v1/database/export/?q=!(${databaseId})`)).arrayBuffer());
    expect(bundle.files.get('metadata.yaml').type).toBe('Database');
    const files = new Map([...bundle.files].filter(([path]) => !path.startsWith('datasets/')));
    files.set('databases/bundle_pg.yaml', {
      ...files.get('databases/bundle_pg.yaml'),
      uuid: '6f1c1e0e-6f0b-4a57-9a65-2b1b0c8f0d11',
      database_name: 'bundle pg copy',
    });

    const missing = await upload('database', await zipBundle(files));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].extra['databases/bundle_pg.yaml']).toEqual({ _schema: ['Must provide a password for the database'] });

    const imported = await upload('database', await zipBundle(files), { passwords: JSON.stringify({ 'databases/bundle_pg.yaml': 'n3w' }) });
    expect(imported).toEqual({ status: 200, body: { message: 'OK' } });
    const list = await admin.get(
      `/api/v1/database/?q=${encodeURIComponent("(filters:!((col:database_name,opr:eq,value:'bundle pg copy')))")}`,
    );
    expect(list.body.count).toBe(1);
    const copy = await admin.get(`/api/v1/database/${list.body.ids[0]}`);
    expect(copy.body.result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
    const schemas = await admin.get(`/api/v1/database/${list.body.ids[0]}/schemas/`);
    expect(schemas.body.result).toContain('public');
  });

  it('changes nothing when any file of the bundle is bad', async () => {
    const bundle = await unzipBundle(await (await download(`/api/v1/dataset/export/?q=!(${datasetId})`)).arrayBuffer());
    const good = {
      ...bundle.files.get('datasets/bundle_pg/bundle_sales.yaml'),
      uuid: '0b6f3a52-3f0e-4d8e-9a0d-5b8f2c7e1a01',
      table_name: 'fresh_table',
    };
    const bad = { ...good, uuid: '0b6f3a52-3f0e-4d8e-9a0d-5b8f2c7e1a02', table_name: undefined };
    const files = new Map(bundle.files);
    files.set('datasets/bundle_pg/fresh_table.yaml', good);
    files.set('datasets/bundle_pg/broken.yaml', bad);
    const before = await metadata.query('SELECT count(*)::int AS n FROM charts.dataset');
    const refused = await upload('dataset', await zipBundle(files), { overwrite: 'true' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra['datasets/bundle_pg/broken.yaml']).toEqual({ table_name: ['Missing data for required field.'] });
    const after = await metadata.query('SELECT count(*)::int AS n FROM charts.dataset');
    expect(after.rows[0].n).toBe(before.rows[0].n);

    // The same bundle without the bad file goes in whole.
    files.delete('datasets/bundle_pg/broken.yaml');
    expect((await upload('dataset', await zipBundle(files), { overwrite: 'true' })).status).toBe(200);
    const { rows } = await metadata.query("SELECT count(*)::int AS n FROM charts.dataset WHERE table_name = 'fresh_table'");
    expect(rows[0].n).toBe(1);
  });

  it('exports a chart with its dataset and database, and imports a copy onto the same dataset', async () => {
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Amount by day',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, metrics: ['count'], groupby: ['ds'] }),
    });
    expect(chart.status).toBe(201);
    const response = await download(`/api/v1/chart/export/?q=!(${chart.body.id})`);
    expect(response.status).toBe(200);
    const bundle = await unzipBundle(await response.arrayBuffer());
    expect(bundle.files.get('metadata.yaml').type).toBe('Slice');
    const chartPath = `charts/Amount_by_day_${chart.body.id}.yaml`;
    expect([...bundle.files.keys()].sort()).toEqual([
      chartPath,
      'databases/bundle_pg.yaml',
      'datasets/bundle_pg/bundle_sales.yaml',
      'metadata.yaml',
    ]);
    const exported = bundle.files.get(chartPath);
    expect(exported).toMatchObject({ slice_name: 'Amount by day', viz_type: 'table', params: { metrics: ['count'], groupby: ['ds'] } });
    expect(exported.dataset_uuid).toBe(bundle.files.get('datasets/bundle_pg/bundle_sales.yaml').uuid);

    const refused = await upload('chart', await zipBundle(bundle.files));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra[chartPath]).toBe('Chart already exists and `overwrite=true` was not passed');

    const files = new Map(bundle.files);
    files.set(chartPath, { ...exported, uuid: '2d7c3a10-5a41-4c1e-8d0f-9e1b2c3d4e5f', slice_name: 'Imported amount' });
    expect(await upload('chart', await zipBundle(files))).toEqual({ status: 200, body: { message: 'OK' } });
    const list = await admin.get(`/api/v1/chart/?q=${encodeURIComponent("(filters:!((col:slice_name,opr:eq,value:'Imported amount')))")}`);
    expect(list.body.count).toBe(1);
    const imported = await admin.get(`/api/v1/chart/${list.body.ids[0]}`);
    expect(JSON.parse(imported.body.result.params)).toMatchObject({ datasource: `${datasetId}__table`, groupby: ['ds'] });
    // The dataset was reused, not duplicated.
    const { rows } = await metadata.query("SELECT count(*)::int AS n FROM charts.dataset WHERE table_name = 'bundle_sales'");
    expect(rows[0].n).toBe(1);
  });

  it('answers bad uploads and bad requests with clear 4xx errors', async () => {
    const notZip = await upload('dataset', new Blob(['hello'], { type: 'text/plain' }));
    expect(notZip).toMatchObject({ status: 400, body: { message: 'Not a ZIP file' } });
    const noMetadata = await upload('database', await zipBundle(new Map([['databases/x.yaml', { database_name: 'x' }]])));
    expect(noMetadata.status).toBe(422);
    expect(noMetadata.body.errors[0].extra['metadata.yaml']).toBe('Missing metadata.yaml');
    const wrongType = await upload('database', await zipBundle(new Map([['metadata.yaml', { version: '1.0.0', type: 'Dashboard' }]])));
    expect(wrongType.body.errors[0].extra['metadata.yaml']).toContain('Must be equal to Database.');
    const form = new FormData();
    const noFile = await admin.fetch('/api/v1/dataset/import/', { method: 'POST', body: form });
    expect(noFile.status).toBe(400);
    expect((await download('/api/v1/dataset/export/?q=!(999999)')).status).toBe(404);
    expect((await download('/api/v1/dataset/export/?q=(((')).status).toBe(400);
    expect((await gamma.get(`/api/v1/database/export/?q=!(${databaseId})`)).status).toBe(403);
    expect((await gamma.post('/api/v1/database/import/', {})).status).toBe(403);
  });
});
