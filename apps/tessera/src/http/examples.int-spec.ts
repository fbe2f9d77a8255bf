import { chartDataServiceDefinition, EXAMPLE_CHARTS } from '@tessera/chart-data-service';
import { startService, type RunningService } from '@tessera/platform';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

/** The topic dashboards' charts; the chart gallery's follow from its lists. */
const CHARTS = [
  "World's Population",
  'Most Populated Countries',
  'Life Expectancy by Region',
  'Population by Region',
  'Population Share by Region',
  'Total Revenue',
  'Revenue by Product Line',
  'Quarterly Revenue by Deal Size',
  'Revenue by Country and Deal Size',
  'Order Lines by Status',
  'Births per Year by Gender',
  'Top Video Game Publishers',
];
const VIZ_TYPES = [
  'table',
  'big_number',
  'big_number_total',
  'pie',
  'pivot_table_v2',
  'echarts_timeseries_line',
  'echarts_timeseries_area',
  'echarts_timeseries_bar',
  'dist_bar',
  'histogram_v2',
  'box_plot',
  'heatmap_v2',
  'bubble_v2',
];
/** All three example dashboards exist once the last one, the gallery, does. */
const DASHBOARD_COUNT = 3;

interface Inventory {
  databases: { id: number; database_name: string; expose_in_sqllab: boolean; backend: string; allows_cost_estimate: boolean }[];
  charts: { id: number; slice_name: string; viz_type: string; datasource_id: number; owners: { id: number }[]; changed_on_utc: string }[];
  dashboards: { id: number; dashboard_title: string; slug: string; published: boolean; owners: { id: number }[] }[];
}

describe('example data, datasets, charts and dashboards at first start', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let dataDir: string;
  const replicas: RunningService[] = [];

  const inventory = async (): Promise<Inventory> => {
    const [databases, charts, dashboards] = await Promise.all(
      ['database', 'chart', 'dashboard'].map((resource) => admin.get(`/api/v1/${resource}/?q=(page_size:100)`)),
    );
    return { databases: databases.body.result, charts: charts.body.result, dashboards: dashboards.body.result };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-examples-'));
    app = await startHttpTestApp({ loadExamples: true, examplesScale: 0.05, dataDir });
    // A replica starting while the first one seeds must leave the seeding to it.
    replicas.push(await startService(app.harness.runtime, chartDataServiceDefinition));
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const deadline = Date.now() + 100_000;
    while ((await inventory()).dashboards.length < DASHBOARD_COUNT) {
      if (Date.now() > deadline) throw new Error('The example dashboards did not appear within 100 s');
      await sleep(500);
    }
  }, 130_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('registers the examples database on a DuckDB file in the data folder, exposed in the SQL editor', async () => {
    const { databases } = await inventory();
    expect(databases).toEqual([
      expect.objectContaining({ database_name: 'examples', expose_in_sqllab: true, backend: 'duckdb', allows_cost_estimate: true }),
    ]);
    // Cost estimates answer on the examples database with no global flag set.
    const estimate = await admin.post('/api/v1/sqllab/estimate/', { database_id: databases[0].id, sql: 'SELECT * FROM main.birth_names' });
    expect(estimate.status).toBe(200);
    expect(existsSync(join(dataDir, 'examples.duckdb'))).toBe(true);
    const tables = await admin.get(`/api/v1/database/${databases[0].id}/tables/?q=(schema_name:main)`);
    expect(tables.body.result.map((table: { value: string }) => table.value).sort()).toEqual([
      'birth_names',
      'cleaned_sales_data',
      'video_game_sales',
      'wb_health_population',
    ]);
  });

  it('creates the example charts over one dataset per table, owned by the administrator', async () => {
    const { charts } = await inventory();
    const me = await admin.get('/api/v1/me/');
    expect(charts.map((chart) => chart.slice_name)).toEqual(expect.arrayContaining(CHARTS));
    expect(charts.map((chart) => chart.slice_name).sort()).toEqual(EXAMPLE_CHARTS.map((chart) => chart.name).sort());
    expect([...new Set(charts.map((chart) => chart.viz_type))]).toEqual(expect.arrayContaining(VIZ_TYPES));
    expect(new Set(charts.map((chart) => chart.datasource_id)).size).toBe(4);
    for (const chart of charts) expect(chart.owners.map((owner) => owner.id)).toEqual([me.body.result.id]);
  });

  it('registers a physical dataset per table with typed columns, its time column and COUNT(*) and SUM metrics', async () => {
    const list = await admin.get('/api/v1/dataset/?q=(page_size:100)');
    expect(list.status).toBe(200);
    const datasets = list.body.result as {
      id: number;
      table_name: string;
      kind: string;
      schema: string;
      database: { database_name: string };
    }[];
    expect(datasets.map((dataset) => dataset.table_name).sort()).toEqual([
      'birth_names',
      'cleaned_sales_data',
      'video_game_sales',
      'wb_health_population',
    ]);
    for (const dataset of datasets)
      expect(dataset).toMatchObject({ kind: 'physical', schema: 'main', database: { database_name: 'examples' } });
    const sales = await admin.get(`/api/v1/dataset/${datasets.find((dataset) => dataset.table_name === 'cleaned_sales_data')!.id}`);
    const { result } = sales.body;
    expect(result.main_dttm_col).toBe('order_date');
    const columns = new Map<string, { type: string; is_dttm: boolean; groupby: boolean; filterable: boolean }>(
      result.columns.map((column: { column_name: string }) => [column.column_name, column]),
    );
    expect(columns.get('order_date')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(columns.get('sales')).toMatchObject({ type: 'DOUBLE', is_dttm: false });
    expect(columns.get('product_line')).toMatchObject({ type: 'VARCHAR', is_dttm: false, groupby: true, filterable: true });
    expect(result.metrics.map((metric: { metric_name: string; expression: string }) => [metric.metric_name, metric.expression])).toEqual(
      expect.arrayContaining([
        ['count', 'COUNT(*)'],
        ['sum__sales', 'SUM(sales)'],
      ]),
    );
  });

  it('answers rows for every example chart, from its saved query context and through the chart data endpoint', async () => {
    const { charts } = await inventory();
    for (const chart of charts) {
      const saved = await admin.get(`/api/v1/chart/${chart.id}/data/`);
      expect({ chart: chart.slice_name, status: saved.status }).toEqual({ chart: chart.slice_name, status: 200 });
      for (const item of saved.body.result)
        expect({ chart: chart.slice_name, rows: item.rowcount > 0 }).toEqual({ chart: chart.slice_name, rows: true });
      const detail = await admin.get(`/api/v1/chart/${chart.id}`);
      const context = JSON.parse(detail.body.result.query_context);
      expect(context.datasource).toEqual({ id: chart.datasource_id, type: 'table' });
      expect(JSON.parse(detail.body.result.params)).toMatchObject({
        viz_type: chart.viz_type,
        datasource: `${chart.datasource_id}__table`,
      });
      const posted = await admin.post('/api/v1/chart/data', context);
      expect({ chart: chart.slice_name, status: posted.status }).toEqual({ chart: chart.slice_name, status: 200 });
      expect(posted.body.result[0].data.length).toBeGreaterThan(0);
    }
  });

  it('lays the charts out on three published dashboards and links them', async () => {
    const { dashboards, charts } = await inventory();
    const me = await admin.get('/api/v1/me/');
    expect(dashboards.map((dashboard) => [dashboard.dashboard_title, dashboard.slug, dashboard.published]).sort()).toEqual(
      [
        ["World Bank's Data", 'world_health', true],
        ['Sales Dashboard', 'sales', true],
        ['Chart gallery', 'chart_gallery', true],
      ].sort(),
    );
    const chartIds = new Map(charts.map((chart) => [chart.slice_name, chart.id]));
    for (const dashboard of dashboards) {
      expect(dashboard.owners.map((owner) => owner.id)).toEqual([me.body.result.id]);
      const detail = await admin.get(`/api/v1/dashboard/${dashboard.id}`);
      const layout: Record<string, { type: string; meta: { sliceName: string; chartId: number }; parents: string[] }> = JSON.parse(
        detail.body.result.position_json,
      );
      const chartNodes = Object.values(layout).filter((node) => node?.type === 'CHART');
      expect(chartNodes.length).toBeGreaterThanOrEqual(5);
      for (const node of chartNodes) {
        expect(node.meta).toMatchObject({ width: 4, height: 50, chartId: chartIds.get(node.meta.sliceName) });
        expect(layout[node.parents[node.parents.length - 1]].type).toBe('ROW');
      }
      const metadata = JSON.parse(detail.body.result.json_metadata);
      // The gallery shows chart types side by side; only the topic dashboards have a filter bar.
      expect(metadata.native_filter_configuration.length > 0).toBe(dashboard.slug !== 'chart_gallery');
      for (const filter of metadata.native_filter_configuration) {
        expect(filter).toMatchObject({ type: 'NATIVE_FILTER', filterType: 'filter_select' });
        expect(filter.chartsInScope.sort()).toEqual(chartNodes.map((node) => node.meta.chartId).sort());
        const [target] = filter.targets;
        const dataset = await admin.get(`/api/v1/dataset/${target.datasetId}`);
        expect(dataset.body.result.columns.map((column: { column_name: string }) => column.column_name)).toContain(target.column.name);
      }
      const linked = await admin.get(`/api/v1/dashboard/${dashboard.id}/charts`);
      expect(linked.body.result.map((chart: { id: number }) => chart.id).sort()).toEqual(
        chartNodes.map((node) => node.meta.chartId).sort(),
      );
      const datasets = await admin.get(`/api/v1/dashboard/${dashboard.id}/datasets`);
      for (const dataset of datasets.body.result) {
        expect(dataset.metrics.map((metric: { metric_name: string }) => metric.metric_name)).toContain('count');
        expect(
          dataset.columns
            .filter((column: { is_dttm: boolean }) => column.is_dttm)
            .map((column: { column_name: string }) => column.column_name),
        ).toContain(dataset.main_dttm_col);
      }
    }
  });

  it('creates nothing twice when the service starts again on the same data, nor loads the data again', async () => {
    const before = await inventory();
    const loadedAt = statSync(join(dataDir, 'examples.duckdb')).mtimeMs;
    await replicas.pop()?.stop();
    replicas.push(await startService(app.harness.runtime, chartDataServiceDefinition));
    // Long enough for a (wrong) second seeding at this scale to have rewritten the charts.
    await sleep(3000);
    const after = await inventory();
    expect(after.databases.map((database) => database.id)).toEqual(before.databases.map((database) => database.id));
    const saved = (inventory: Inventory) => inventory.charts.map((chart) => `${chart.id} ${chart.changed_on_utc}`).sort();
    expect(saved(after)).toEqual(saved(before));
    expect(statSync(join(dataDir, 'examples.duckdb')).mtimeMs).toBe(loadedAt);
    expect(after.dashboards.map((dashboard) => dashboard.id).sort()).toEqual(before.dashboards.map((dashboard) => dashboard.id).sort());
  });
});

describe('example data in cluster mode', () => {
  let app: HttpTestApp;
  let admin: ApiSession;

  beforeAll(async () => {
    app = await startHttpTestApp({ mode: 'cluster', loadExamples: true, examplesScale: 0.02 });
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const deadline = Date.now() + 100_000;
    while ((await admin.get('/api/v1/dashboard/')).body.count < DASHBOARD_COUNT) {
      if (Date.now() > deadline) throw new Error('The example dashboards did not appear within 100 s');
      await sleep(500);
    }
  }, 130_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('loads the examples into the PostgreSQL database "examples" beside the metadata, and every chart answers rows', async () => {
    const databases = await admin.get('/api/v1/database/');
    expect(databases.body.result).toEqual([expect.objectContaining({ database_name: 'examples', backend: 'postgresql' })]);
    const detail = await admin.get(`/api/v1/database/${databases.body.result[0].id}`);
    expect(detail.body.result.sqlalchemy_uri).toMatch(/^postgresql:\/\/.*\/examples$/);
    const charts = await admin.get('/api/v1/chart/?q=(page_size:100)');
    expect(charts.body.count).toBe(EXAMPLE_CHARTS.length);
    for (const chart of charts.body.result) {
      const data = await admin.get(`/api/v1/chart/${chart.id}/data/`);
      expect({ chart: chart.slice_name, status: data.status, rows: data.body.result?.[0]?.rowcount > 0 }).toEqual({
        chart: chart.slice_name,
        status: 200,
        rows: true,
      });
    }
  });
});
