import { ChartCache } from '@tessera/contracts';
import { Client } from 'pg';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';
import { openApiProblems } from '../testing/openapi-validator';

const WAREHOUSE = 'postgresql://postgres@127.0.0.1:5432/test';

/** Superset answers null for an absent error or status, though its schema types them as strings: checked without the nulls. */
const withoutNulls = (body: { result: Record<string, unknown>[] }) => ({
  result: body.result.map((status) => Object.fromEntries(Object.entries(status).filter(([, value]) => value !== null))),
});

type ChartDataBody = { result: { is_cached: boolean; data: Record<string, unknown>[] }[] };

/**
 * Superset's cache routes: `POST /cachekey/invalidate` drops the chart data cached for datasets (on
 * every replica, the gateways' answers included), and `PUT /chart|dataset/warm_up_cache` runs charts'
 * queries so the next viewer is served from the cache.
 */
describe('chart data cache: invalidation and warm-up', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let warehouse: Client;
  let datasetId: number;
  let chartId: number;
  let brokenChartId: number;
  const suffix = Date.now().toString(36);
  const schema = `cache_${suffix}`;
  const databaseName = `cache ${suffix}`;

  const queryContext = () => ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      { columns: ['colour'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }], orderby: [], row_limit: 100 },
    ],
    result_format: 'json',
    result_type: 'full',
  });
  const chartData = async () => {
    const answer = await admin.post('/api/v1/chart/data', queryContext());
    expect(answer.status).toBe(200);
    return answer.body as ChartDataBody;
  };
  /** Asks until the answer comes from the cache (the first computes it). */
  const cachedChartData = async () => {
    await chartData();
    const second = await chartData();
    expect(second.result[0].is_cached).toBe(true);
    return second;
  };

  beforeAll(async () => {
    warehouse = new Client({ connectionString: WAREHOUSE });
    await warehouse.connect();
    await warehouse.query(`CREATE SCHEMA ${schema}`);
    await warehouse.query(`CREATE TABLE ${schema}.paints (id int PRIMARY KEY, colour text NOT NULL)`);
    await warehouse.query(`INSERT INTO ${schema}.paints VALUES (1, 'red'), (2, 'red'), (3, 'blue')`);
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: databaseName, sqlalchemy_uri: WAREHOUSE });
    expect(database.status).toBe(201);
    const dataset = await admin.post('/api/v1/dataset/', { database: database.body.id, schema, table_name: 'paints' });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Paints by colour',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      query_context: JSON.stringify(queryContext()),
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
    const broken = { ...queryContext(), queries: [{ columns: ['no_such_column'], metrics: [], row_limit: 10 }] };
    const brokenChart = await admin.post('/api/v1/chart/', {
      slice_name: 'Broken paints',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      query_context: JSON.stringify(broken),
    });
    expect(brokenChart.status).toBe(201);
    brokenChartId = brokenChart.body.id;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await warehouse?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await warehouse?.end();
  });

  it("invalidates a dataset's cached chart data by uid: the next answer is computed again", async () => {
    await cachedChartData();
    const invalidated = await admin.post('/api/v1/cachekey/invalidate', { datasource_uids: [`${datasetId}__table`] });
    expect(invalidated).toMatchObject({ status: 201, body: {} });
    const after = await chartData();
    expect(after.result[0].is_cached).toBe(false);
    expect(after.result[0].data).toEqual(expect.arrayContaining([{ colour: 'red', n: 2 }]));
    expect((await chartData()).result[0].is_cached).toBe(true);
  });

  it('invalidates by database, schema and table names, and says so when no name matches', async () => {
    await cachedChartData();
    const byName = await admin.post('/api/v1/cachekey/invalidate', {
      datasources: [{ datasource_name: 'paints', database_name: databaseName, schema, datasource_type: 'table' }],
    });
    expect(byName.status).toBe(201);
    expect((await chartData()).result[0].is_cached).toBe(false);

    const unknown = await admin.post('/api/v1/cachekey/invalidate', {
      datasources: [{ datasource_name: 'paints', database_name: 'no such database', datasource_type: 'table' }],
    });
    expect(unknown.status).toBe(400);
    expect((await admin.post('/api/v1/cachekey/invalidate', {})).status).toBe(201);
    expect((await admin.post('/api/v1/cachekey/invalidate', { datasource_uids: ['999999__table', '3__query'] })).status).toBe(201);
    expect((await admin.post('/api/v1/cachekey/invalidate', { datasources: [{ datasource_name: 'x' }] })).status).toBe(400);
  });

  it("drops the gateway's kept answers when the invalidation was asked of another replica", async () => {
    // The third ask is answered by this gateway from its answer cache, without the service.
    await cachedChartData();
    expect((await chartData()).result[0].is_cached).toBe(true);
    // Straight to the service over the bus, as another gateway replica would pass it on.
    await app.harness.bus.request(ChartCache.invalidate, { datasource_uids: [`${datasetId}__table`] });
    expect((await chartData()).result[0].is_cached).toBe(false);
  });

  it("warms a chart's cache up: its saved queries run, and the next viewer is served from the cache", async () => {
    await admin.post('/api/v1/cachekey/invalidate', { datasource_uids: [`${datasetId}__table`] });
    const warmed = await admin.put('/api/v1/chart/warm_up_cache', { chart_id: chartId });
    expect(warmed).toMatchObject({ status: 200, body: { result: [{ chart_id: chartId, viz_error: null, viz_status: 'success' }] } });
    expect(openApiProblems('put', '/api/v1/chart/warm_up_cache', 200, withoutNulls(warmed.body))).toEqual([]);
    const saved = await admin.get(`/api/v1/chart/${chartId}/data/`);
    expect(saved.status).toBe(200);
    expect(saved.body.result[0].is_cached).toBe(true);

    const filtered = await admin.put('/api/v1/chart/warm_up_cache', {
      chart_id: chartId,
      extra_filters: JSON.stringify([{ col: 'colour', op: '==', val: 'blue' }]),
    });
    expect(filtered.body.result).toEqual([{ chart_id: chartId, viz_error: null, viz_status: 'success' }]);
    expect((await admin.put('/api/v1/chart/warm_up_cache', { chart_id: 999999 })).status).toBe(404);
    expect((await admin.put('/api/v1/chart/warm_up_cache', { chart_id: chartId, extra_filters: 'nope' })).status).toBe(400);
    expect((await admin.put('/api/v1/chart/warm_up_cache', {})).status).toBe(400);
  });

  it("warms a chart up with the filters a dashboard's filter boxes apply to it", async () => {
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
      'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      [`CHART-${chartId}`]: {
        id: `CHART-${chartId}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId, width: 4, height: 50 },
      },
    };
    const dashboard = await admin.post('/api/v1/dashboard/', {
      dashboard_title: `Paints board ${suffix}`,
      position_json: JSON.stringify(position),
      json_metadata: JSON.stringify({ default_filters: JSON.stringify({ [String(brokenChartId)]: { colour: ['blue'] } }) }),
    });
    expect(dashboard.status).toBe(201);
    await admin.post('/api/v1/cachekey/invalidate', { datasource_uids: [`${datasetId}__table`] });
    const warmed = await admin.put('/api/v1/chart/warm_up_cache', { chart_id: chartId, dashboard_id: dashboard.body.id });
    expect(warmed.body.result).toEqual([{ chart_id: chartId, viz_error: null, viz_status: 'success' }]);
    // The blue-only query is what was warmed: it answers from the cache, and the unfiltered one does not.
    const [query] = queryContext().queries;
    const blue = { ...queryContext(), queries: [{ ...query, filters: [{ col: 'colour', op: 'in', val: ['blue'] }] }] };
    const answer = await admin.post('/api/v1/chart/data', blue);
    expect(answer.body.result[0]).toMatchObject({ is_cached: true, data: [{ colour: 'blue', n: 1 }] });
    expect((await chartData()).result[0].is_cached).toBe(false);
    // A dashboard that does not exist applies no filter, as in Superset.
    expect((await admin.put('/api/v1/chart/warm_up_cache', { chart_id: chartId, dashboard_id: 999999 })).body.result).toEqual([
      { chart_id: chartId, viz_error: null, viz_status: 'success' },
    ]);
  });

  it('warms up every chart of a table, each answering for itself', async () => {
    const warmed = await admin.put('/api/v1/dataset/warm_up_cache', { db_name: databaseName, table_name: 'paints' });
    expect(warmed.status).toBe(200);
    expect(openApiProblems('put', '/api/v1/dataset/warm_up_cache', 200, withoutNulls(warmed.body))).toEqual([]);
    const byChart = new Map((warmed.body.result as { chart_id: number }[]).map((status) => [status.chart_id, status]));
    expect(byChart.get(chartId)).toEqual({ chart_id: chartId, viz_error: null, viz_status: 'success' });
    expect(byChart.get(brokenChartId)).toEqual({
      chart_id: brokenChartId,
      viz_error: expect.stringMatching(/no_such_column/),
      viz_status: null,
    });
    expect((await admin.put('/api/v1/dataset/warm_up_cache', { db_name: databaseName, table_name: 'nothing_here' })).status).toBe(404);
  });

  it('keeps the cache routes to administrators', async () => {
    const alphaRole = (
      (await admin.get(`/api/v1/security/roles/?q=${encodeURIComponent("(filter:'Alpha')")}`)).body.result as {
        id: number;
        name: string;
      }[]
    ).find((role) => role.name === 'Alpha');
    await admin.post('/api/v1/security/users/', {
      first_name: 'Al',
      last_name: 'Pha',
      username: `alpha_${suffix}`,
      email: `alpha_${suffix}@example.com`,
      password: 'alpha-password',
      roles: [alphaRole?.id],
    });
    const alpha = await ApiSession.login(app.url, `alpha_${suffix}`, 'alpha-password');
    expect((await alpha.post('/api/v1/cachekey/invalidate', { datasource_uids: [`${datasetId}__table`] })).status).toBe(403);
    expect((await alpha.put('/api/v1/chart/warm_up_cache', { chart_id: chartId })).status).toBe(403);
    expect((await alpha.put('/api/v1/dataset/warm_up_cache', { db_name: databaseName, table_name: 'paints' })).status).toBe(403);
  });
});
