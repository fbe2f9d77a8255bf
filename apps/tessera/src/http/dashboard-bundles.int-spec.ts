import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedDataset } from '../testing/dataset-seed';
import { bundleClient, unzipBundle, zipBundle, type Bundle } from '../testing/bundle-files';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// Trust authentication ignores the password, so a URI with one still connects.
const PG_WITH_PASSWORD = 'postgresql://postgres:s3cret@127.0.0.1:5432/test';
const rison = (text: string) => encodeURIComponent(text);

function layout(chartIds: number[]): Record<string, unknown> {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50 },
      },
    ]),
  );
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: Object.keys(charts),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  };
}

async function dashboardsTitled(session: ApiSession, title: string) {
  const list = await session.get('/api/v1/dashboard/?q=(page_size:100)');
  return (list.body.result as { id: number; dashboard_title: string; slug: string | null }[]).filter(
    (dashboard) => dashboard.dashboard_title === title,
  );
}

/** The path of the one dashboard file of a single-dashboard bundle (its name follows the title). */
function dashboardFileOf(bundle: Bundle): string {
  const paths = [...bundle.files.keys()].filter((path) => path.startsWith('dashboards/'));
  expect(paths).toHaveLength(1);
  return paths[0];
}

describe('dashboard bundles over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let client: ReturnType<typeof bundleClient>;
  let datasetId: number;
  let chartIds: number[];
  let dashboardId: number;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    client = bundleClient(admin, 'dashboard');
    const database = await admin.post('/api/v1/database/', { database_name: 'board pg', sqlalchemy_uri: PG_WITH_PASSWORD });
    expect(database.status).toBe(201);
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'board_sales',
      schema: 'public',
      columns: [
        { name: 'ds', type: 'TIMESTAMP', isDttm: true },
        { name: 'region', type: 'TEXT' },
        { name: 'amount', type: 'NUMERIC' },
      ],
      metrics: [{ name: 'sum__amount', expression: 'SUM(amount)' }],
    });
    chartIds = [];
    for (const name of ['Sales by region', 'Sales over time']) {
      const chart = await admin.post('/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, metrics: ['count'], groupby: ['region'] }),
      });
      expect(chart.status).toBe(201);
      chartIds.push(chart.body.id);
    }
    const [first, second] = chartIds;
    const metadata = {
      chart_configuration: { [first]: { id: first, crossFilters: { scope: 'global', chartsInScope: [second] } } },
      expanded_slices: { [second]: true },
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-region',
          type: 'NATIVE_FILTER',
          name: 'Region',
          filterType: 'filter_select',
          targets: [{ datasetId, column: { name: 'region' } }],
          chartsInScope: [first, second],
          scope: { rootPath: ['ROOT_ID'], excluded: [] },
          controlValues: {},
          defaultDataMask: {},
          cascadeParentIds: [],
        },
      ],
    };
    const dashboard = await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Sales board',
      slug: 'sales-board',
      published: true,
      position_json: JSON.stringify(layout(chartIds)),
      json_metadata: JSON.stringify(metadata),
    });
    expect(dashboard.status).toBe(201);
    dashboardId = dashboard.body.id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('exports a dashboard with its charts, datasets and database, references by uuid', async () => {
    const response = await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="dashboard_export_\d{8}T\d{6}\.zip"/);
    const bundle = await unzipBundle(await response.arrayBuffer());
    const dashboardPath = `dashboards/Sales_board_${dashboardId}.yaml`;
    expect([...bundle.files.keys()].sort()).toEqual([
      `charts/Sales_by_region_${chartIds[0]}.yaml`,
      `charts/Sales_over_time_${chartIds[1]}.yaml`,
      dashboardPath,
      'databases/board_pg.yaml',
      'datasets/board_pg/board_sales.yaml',
      'metadata.yaml',
    ]);
    expect(bundle.files.get('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    const dashboard = bundle.files.get(dashboardPath);
    expect(dashboard).toMatchObject({ dashboard_title: 'Sales board', slug: 'sales-board', published: true, version: '1.0.0' });
    const chartUuid = bundle.files.get(`charts/Sales_by_region_${chartIds[0]}.yaml`).uuid;
    expect(dashboard.position[`CHART-${chartIds[0]}`].meta).toMatchObject({ chartId: chartIds[0], uuid: chartUuid });
    const target = dashboard.metadata.native_filter_configuration[0].targets[0];
    expect(target).toEqual({ datasetUuid: bundle.files.get('datasets/board_pg/board_sales.yaml').uuid, column: { name: 'region' } });
  });

  it('refuses an existing dashboard without overwrite, and replaces it with overwrite', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const refused = await client.upload(await zipBundle(bundle.files));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ message: 'Error importing dashboard', error_type: 'GENERIC_COMMAND_ERROR' });
    // The charts it shows are reused, only the dashboard is refused.
    expect(Object.keys(refused.body.errors[0].extra).filter((key) => key !== 'http_status' && key !== 'issue_codes')).toEqual([
      dashboardPath,
    ]);
    expect(refused.body.errors[0].extra[dashboardPath]).toBe('Dashboard already exists and `overwrite=true` was not passed');

    const files = new Map(bundle.files);
    files.set(dashboardPath, { ...bundle.files.get(dashboardPath), dashboard_title: 'Sales board v2' });
    expect(await client.upload(await zipBundle(files), { overwrite: 'true' })).toEqual({ status: 200, body: { message: 'OK' } });
    const view = await admin.get(`/api/v1/dashboard/${dashboardId}`);
    expect(view.body.result).toMatchObject({ id: dashboardId, dashboard_title: 'Sales board v2', slug: 'sales-board' });
    expect(JSON.parse(view.body.result.position_json)[`CHART-${chartIds[0]}`].meta.chartId).toBe(chartIds[0]);
    const charts = await admin.get(`/api/v1/chart/?q=${rison('(page_size:100)')}`);
    expect(charts.body.count).toBe(2);
  });

  it('imports a copy with new charts and points every chart and dataset reference at the new ids', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const files = new Map(bundle.files);
    const newChartUuids = ['3b1f0c2a-0000-4000-8000-000000000001', '3b1f0c2a-0000-4000-8000-000000000002'];
    const chartPaths = [`charts/Sales_by_region_${chartIds[0]}.yaml`, `charts/Sales_over_time_${chartIds[1]}.yaml`];
    chartPaths.forEach((path, index) =>
      files.set(path, { ...bundle.files.get(path), uuid: newChartUuids[index], slice_name: `Copied ${index}` }),
    );
    const dashboard = structuredClone(bundle.files.get(dashboardPath));
    chartIds.forEach((id, index) => (dashboard.position[`CHART-${id}`].meta.uuid = newChartUuids[index]));
    files.set(dashboardPath, {
      ...dashboard,
      uuid: '3b1f0c2a-0000-4000-8000-0000000000d1',
      dashboard_title: 'Copied board',
      slug: 'copied-board',
    });

    expect(await client.upload(await zipBundle(files))).toEqual({ status: 200, body: { message: 'OK' } });
    const [copy] = await dashboardsTitled(admin, 'Copied board');
    const view = (await admin.get(`/api/v1/dashboard/${copy.id}`)).body.result;
    const copiedCharts = (await admin.get(`/api/v1/dashboard/${copy.id}/charts`)).body.result as { id: number; slice_name: string }[];
    const newIds = ['Copied 0', 'Copied 1'].map((name) => copiedCharts.find((chart) => chart.slice_name === name)!.id);
    expect(newIds.every((id) => !chartIds.includes(id))).toBe(true);

    const position = JSON.parse(view.position_json);
    expect(position[`CHART-${chartIds[0]}`].meta.chartId).toBe(newIds[0]);
    expect(position[`CHART-${chartIds[1]}`].meta.chartId).toBe(newIds[1]);
    const metadata = JSON.parse(view.json_metadata);
    expect(metadata.chart_configuration).toEqual({
      [newIds[0]]: { id: newIds[0], crossFilters: { scope: 'global', chartsInScope: [newIds[1]] } },
    });
    expect(metadata.expanded_slices).toEqual({ [newIds[1]]: true });
    expect(metadata.native_filter_configuration[0]).toMatchObject({
      chartsInScope: newIds,
      targets: [{ datasetId, column: { name: 'region' } }],
    });
    // The dataset and database were reused by uuid.
    const datasets = await admin.get(`/api/v1/dataset/?q=${rison('(filters:!((col:table_name,opr:eq,value:board_sales)))')}`);
    expect(datasets.body.count).toBe(1);
  });

  it('keeps metadata keys Superset’s exporters write that Tessera does not use, and saves such a dashboard again', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const files = new Map(bundle.files);
    const dashboard = bundle.files.get(dashboardPath);
    files.set(dashboardPath, { ...dashboard, metadata: { ...dashboard.metadata, expand_all_slices: false, color_scheme_domain: [] } });
    expect(await client.upload(await zipBundle(files), { overwrite: 'true' })).toEqual({ status: 200, body: { message: 'OK' } });
    const view = (await admin.get(`/api/v1/dashboard/${dashboardId}`)).body.result;
    expect(JSON.parse(view.json_metadata)).toMatchObject({ expand_all_slices: false });
    // The editor sends the metadata back as loaded: what the dashboard already holds is not refused.
    expect((await admin.put(`/api/v1/dashboard/${dashboardId}`, { json_metadata: view.json_metadata })).status).toBe(200);
    const added = await admin.put(`/api/v1/dashboard/${dashboardId}`, {
      json_metadata: JSON.stringify({ ...JSON.parse(view.json_metadata), colour_scheme: 'x' }),
    });
    expect(added.status).toBe(400);
  });

  it('changes nothing when a dashboard file is bad', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const chartPath = `charts/Sales_by_region_${chartIds[0]}.yaml`;
    const before = (await admin.get(`/api/v1/chart/?q=${rison('(page_size:100)')}`)).body.count;

    const broken = new Map(bundle.files);
    broken.set(chartPath, { ...bundle.files.get(chartPath), uuid: '7a7a7a7a-0000-4000-8000-000000000001', slice_name: 'Never stored' });
    broken.set(dashboardPath, {
      ...bundle.files.get(dashboardPath),
      uuid: '7a7a7a7a-0000-4000-8000-0000000000d1',
      dashboard_title: undefined,
    });
    const refused = await client.upload(await zipBundle(broken));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra[dashboardPath]).toEqual({ dashboard_title: ['Missing data for required field.'] });

    const clash = new Map(bundle.files);
    clash.set(dashboardPath, { ...bundle.files.get(dashboardPath), uuid: '7a7a7a7a-0000-4000-8000-0000000000d3' });
    const taken = await client.upload(await zipBundle(clash));
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].extra[dashboardPath]).toEqual({ slug: ['Must be unique: another dashboard already uses "sales-board"'] });

    expect((await admin.get(`/api/v1/chart/?q=${rison('(page_size:100)')}`)).body.count).toBe(before);
    expect(await dashboardsTitled(admin, 'Sales board v2')).toHaveLength(1);

    expect(await client.upload(new Blob(['hello'], { type: 'text/plain' }))).toMatchObject({
      status: 400,
      body: { message: 'Not a ZIP file' },
    });
    const wrongType = await client.upload(await zipBundle(new Map([['metadata.yaml', { version: '1.0.0', type: 'Slice' }]])));
    expect(wrongType.body.errors[0].extra['metadata.yaml']).toContain('Must be equal to Dashboard.');
    expect((await client.download('/api/v1/dashboard/export/?q=!(999999)')).status).toBe(404);
  });

  it('imports what it can of a dashboard whose charts are nowhere, and reports per file what it left out', async () => {
    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const lostPath = `charts/Sales_over_time_${chartIds[1]}.yaml`;
    const lostUuid = '7a7a7a7a-0000-4000-8000-00000000eeee';
    const lostDataset = '7a7a7a7a-0000-4000-8000-00000000dddd';
    const orphan = new Map([...bundle.files].filter(([path]) => !path.startsWith('charts/')));
    // One chart is in neither the bundle nor Tessera; the other's dataset is nowhere.
    orphan.set(lostPath, { ...bundle.files.get(lostPath), uuid: lostUuid, dataset_uuid: lostDataset, slice_name: 'Lost chart' });
    const dashboard = structuredClone(bundle.files.get(dashboardPath));
    dashboard.position[`CHART-${chartIds[0]}`].meta.uuid = '7a7a7a7a-0000-4000-8000-00000000ffff';
    dashboard.position[`CHART-${chartIds[1]}`].meta.uuid = lostUuid;
    orphan.set(dashboardPath, {
      ...dashboard,
      metadata: { native_filter_configuration: [] },
      uuid: '7a7a7a7a-0000-4000-8000-0000000000d2',
      dashboard_title: 'Orphan board',
      slug: null,
    });
    const imported = await client.upload(await zipBundle(orphan));
    expect(imported.status).toBe(200);
    expect(imported.body.errors[0]).toMatchObject({ error_type: 'GENERIC_COMMAND_ERROR', level: 'warning' });
    expect(imported.body.errors[0].extra).toEqual({
      [lostPath]: [`The dataset ${lostDataset} of this chart is neither in the bundle nor in Tessera; the chart is not imported`],
      [dashboardPath]: [
        `CHART-${chartIds[0]} shows the chart 7a7a7a7a-0000-4000-8000-00000000ffff, which is neither in the bundle nor in Tessera; it is left out of the layout`,
        `CHART-${chartIds[1]} shows the chart ${lostUuid}, which is neither in the bundle nor in Tessera; it is left out of the layout`,
      ],
    });
    const [board] = await dashboardsTitled(admin, 'Orphan board');
    expect((await admin.get(`/api/v1/dashboard/${board.id}/charts`)).body.result).toEqual([]);
    const position = JSON.parse((await admin.get(`/api/v1/dashboard/${board.id}`)).body.result.position_json);
    expect(position['ROW-1'].children).toEqual([]);
  });

  it('refuses callers without dashboard permissions, and non-owners replacing a dashboard', async () => {
    const roles = await admin.get('/api/v1/security/roles/?q=(page_size:100)');
    const roleId = (name: string) => roles.body.result.find((r: { name: string }) => r.name === name).id;
    await admin.post('/api/v1/security/users/', {
      first_name: 'S',
      last_name: 'Q',
      username: 'dbsql',
      email: 'dbsql@example.com',
      password: 'dbsqlpassword',
      roles: [roleId('sql_lab')],
    });
    await admin.post('/api/v1/security/users/', {
      first_name: 'G',
      last_name: 'M',
      username: 'dbgamma',
      email: 'dbgamma@example.com',
      password: 'dbgammapassword',
      roles: [roleId('Gamma')],
    });
    const sqlOnly = bundleClient(await ApiSession.login(app.url, 'dbsql', 'dbsqlpassword'), 'dashboard');
    expect((await sqlOnly.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).status).toBe(403);
    expect((await sqlOnly.upload(new Blob(['x']))).status).toBe(403);

    const bundle = await unzipBundle(await (await client.download(`/api/v1/dashboard/export/?q=!(${dashboardId})`)).arrayBuffer());
    const dashboardPath = dashboardFileOf(bundle);
    const gamma = bundleClient(await ApiSession.login(app.url, 'dbgamma', 'dbgammapassword'), 'dashboard');
    const refused = await gamma.upload(await zipBundle(new Map([...bundle.files].filter(([path]) => !path.startsWith('databases/')))), {
      overwrite: 'true',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].extra[dashboardPath]).toBe("You don't have the rights to alter dashboard Sales board v2");
  });
});

describe('dashboard bundles of the example data', () => {
  let examples: HttpTestApp;
  let fresh: HttpTestApp | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-dashboard-bundle-'));
    examples = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir });
  }, 60_000);

  afterAll(async () => {
    await fresh?.stop();
    await examples?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('re-import into a fresh app with every chart in place', async () => {
    const admin = await ApiSession.login(examples.url, 'admin', 'admin');
    const deadline = Date.now() + 100_000;
    let dashboards: { id: number; dashboard_title: string }[] = [];
    while (dashboards.length < 2) {
      if (Date.now() > deadline) throw new Error('The example dashboards did not appear within 100 s');
      await sleep(500);
      dashboards = (await admin.get('/api/v1/dashboard/?q=(page_size:100)')).body.result;
    }
    const response = await bundleClient(admin, 'dashboard').download(
      `/api/v1/dashboard/export/?q=!(${dashboards.map((d) => d.id).join(',')})`,
    );
    expect(response.status).toBe(200);
    const bytes = await response.arrayBuffer();

    fresh = await startHttpTestApp();
    const freshAdmin = await ApiSession.login(fresh.url, 'admin', 'admin');
    expect(await bundleClient(freshAdmin, 'dashboard').upload(new Blob([bytes], { type: 'application/zip' }))).toEqual({
      status: 200,
      body: { message: 'OK' },
    });
    for (const original of dashboards) {
      const [copy] = await dashboardsTitled(freshAdmin, original.dashboard_title);
      expect(copy).toBeDefined();
      const originalCharts = (await admin.get(`/api/v1/dashboard/${original.id}/charts`)).body.result as { slice_name: string }[];
      expect(originalCharts.length).toBeGreaterThan(0);
      const copiedCharts = (await freshAdmin.get(`/api/v1/dashboard/${copy.id}/charts`)).body.result as {
        id: number;
        slice_name: string;
      }[];
      expect(copiedCharts.map((chart) => chart.slice_name).sort()).toEqual(originalCharts.map((chart) => chart.slice_name).sort());
      const position: Record<string, { type?: string; meta: { chartId: number } } | null> = JSON.parse(
        (await freshAdmin.get(`/api/v1/dashboard/${copy.id}`)).body.result.position_json ?? '{}',
      );
      const layoutIds = Object.values(position).flatMap((node) => (node?.type === 'CHART' ? [node.meta.chartId] : []));
      expect(layoutIds.sort()).toEqual(copiedCharts.map((chart) => chart.id).sort());
    }
  }, 180_000);
});
