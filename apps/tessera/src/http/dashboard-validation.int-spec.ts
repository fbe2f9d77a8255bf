import { seedDataset } from '../testing/dataset-seed';
import { ApiSession, startHttpTestApp, type HttpTestApp } from '../testing/http-test-app';

// Trust authentication ignores the password, so a URI with one still connects.
const PG_WITH_PASSWORD = 'postgresql://postgres:s3cret@127.0.0.1:5432/test';
/** No chart is ever given this id in a fresh test database. */
const MISSING_CHART_ID = 987654;

type Layout = Record<string, unknown>;

const chartNode = (id: number, parents = ['ROOT_ID', 'GRID_ID', 'ROW-1']) => ({
  id: `CHART-${id}`,
  type: 'CHART',
  children: [],
  parents,
  meta: { chartId: id, width: 4, height: 50 },
});

/** A valid v2 layout: one row under the grid holding the given charts. */
function layout(chartIds: number[]): Layout {
  const charts = Object.fromEntries(chartIds.map((id) => [`CHART-${id}`, chartNode(id)]));
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

/** A complete select filter; `omit` drops fields to make it incomplete. */
function selectFilter(datasetId: number, omit: string[] = []): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: 'NATIVE_FILTER-region',
    type: 'NATIVE_FILTER',
    name: 'Region',
    filterType: 'filter_select',
    targets: [{ datasetId, column: { name: 'region' } }],
    controlValues: { multiSelect: true },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
  for (const key of omit) delete item[key];
  return item;
}

describe('dashboard save validation over HTTP', () => {
  let app: HttpTestApp;
  let admin: ApiSession;
  let datasetId: number;
  let chartId: number;

  beforeAll(async () => {
    app = await startHttpTestApp();
    admin = await ApiSession.login(app.url, 'admin', 'admin');
    const database = await admin.post('/api/v1/database/', { database_name: 'validation pg', sqlalchemy_uri: PG_WITH_PASSWORD });
    expect(database.status).toBe(201);
    datasetId = await seedDataset(app.harness.runtime.metadataUrl, {
      databaseId: database.body.id,
      tableName: 'validation_sales',
      schema: 'public',
      columns: [
        { name: 'region', type: 'TEXT' },
        { name: 'amount', type: 'NUMERIC' },
      ],
      metrics: [{ name: 'sum__amount', expression: 'SUM(amount)' }],
    });
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Sales by region',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table`, metrics: ['count'], groupby: ['region'] }),
    });
    expect(chart.status).toBe(201);
    chartId = chart.body.id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers 400 naming the field for malformed json_metadata and position_json, and changes nothing', async () => {
    const created = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Validated', slug: 'validated' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const saved = await admin.put(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ native_filter_configuration: [selectFilter(datasetId)], positions: layout([chartId]) }),
      position_json: JSON.stringify(layout([chartId])),
    });
    expect(saved.status).toBe(200);
    const before = (await admin.get(`/api/v1/dashboard/${id}`)).body.result;

    const metadataWith = (filter: Record<string, unknown>) => JSON.stringify({ native_filter_configuration: [filter] });
    const withLayout = (changes: Layout) => JSON.stringify({ ...layout([chartId]), ...changes });
    const cases: { name: string; body: Record<string, unknown>; field: string; problem: string }[] = [
      {
        name: 'json_metadata that is not JSON',
        body: { json_metadata: '{"native_filter_configuration": [' },
        field: 'json_metadata',
        problem: 'Not a valid JSON document',
      },
      {
        name: 'a native filter without a name',
        body: { json_metadata: metadataWith(selectFilter(datasetId, ['name'])) },
        field: 'json_metadata',
        problem: 'native_filter_configuration[0].name: must be a string',
      },
      {
        name: 'a native filter without a filter type',
        body: { json_metadata: metadataWith(selectFilter(datasetId, ['filterType'])) },
        field: 'json_metadata',
        problem: 'native_filter_configuration[0].filterType: must be one of',
      },
      {
        name: 'a native filter without targets',
        body: { json_metadata: metadataWith(selectFilter(datasetId, ['targets'])) },
        field: 'json_metadata',
        problem: 'native_filter_configuration[0].targets: must be a list',
      },
      {
        name: 'a native filter without an id',
        body: { json_metadata: metadataWith(selectFilter(datasetId, ['id'])) },
        field: 'json_metadata',
        problem: 'native_filter_configuration[0].id: must be a string',
      },
      {
        name: 'a native filter without a kind',
        body: { json_metadata: metadataWith(selectFilter(datasetId, ['type'])) },
        field: 'json_metadata',
        problem: 'native_filter_configuration[0].type: must be one of',
      },
      {
        name: 'a select filter without a column',
        body: { json_metadata: metadataWith({ ...selectFilter(datasetId), targets: [{ datasetId }] }) },
        field: 'json_metadata',
        problem: 'a filter_select filter needs a column',
      },
      {
        name: 'a CHART referencing a chart that does not exist',
        body: { position_json: JSON.stringify(layout([chartId, MISSING_CHART_ID])) },
        field: 'position_json',
        problem: `CHART-${MISSING_CHART_ID} refers to chart ${MISSING_CHART_ID}, which does not exist`,
      },
      {
        name: 'a ROW inside a ROW',
        body: {
          position_json: withLayout({
            'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`, 'ROW-2'], parents: ['ROOT_ID', 'GRID_ID'] },
            'ROW-2': { id: 'ROW-2', type: 'ROW', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'] },
          }),
        },
        field: 'position_json',
        problem: 'a ROW cannot hold a ROW ("ROW-2")',
      },
      {
        name: 'a node whose id duplicates another node',
        body: { position_json: withLayout({ 'CHART-copy': { ...chartNode(chartId), id: `CHART-${chartId}` } }) },
        field: 'position_json',
        problem: `CHART-copy.id: must equal its key (got "CHART-${chartId}")`,
      },
      {
        name: 'a child id listed twice in one row',
        body: {
          position_json: withLayout({
            'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`, `CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'] },
          }),
        },
        field: 'position_json',
        problem: `ROW-1.children: lists "CHART-${chartId}" twice`,
      },
      {
        name: 'one id placed under two parents',
        body: {
          position_json: withLayout({
            GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1', 'ROW-2'], parents: ['ROOT_ID'] },
            'ROW-2': { id: 'ROW-2', type: 'ROW', children: [`CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'] },
          }),
        },
        field: 'position_json',
        problem: `CHART-${chartId}: has two parents ("ROW-1" and "ROW-2")`,
      },
    ];

    for (const { name, body, field, problem } of cases) {
      const answer = await admin.put(`/api/v1/dashboard/${id}`, { dashboard_title: 'Changed', ...body });
      // Superset's validation envelope: {message: {field: [problem]}}.
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect({ name, fields: Object.keys(answer.body.message) }).toEqual({ name, fields: [field] });
      expect({ name, problems: answer.body.message[field] }).toEqual({ name, problems: [expect.stringContaining(problem)] });
    }

    const after = (await admin.get(`/api/v1/dashboard/${id}`)).body.result;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ dashboard_title: 'Validated' });
    expect(JSON.parse(after.position_json)).toEqual(layout([chartId]));
    expect(JSON.parse(after.json_metadata).native_filter_configuration).toEqual([selectFilter(datasetId)]);
    const charts = await admin.get(`/api/v1/dashboard/${id}/charts`);
    expect(charts.body.result.map((chart: { id: number }) => chart.id)).toEqual([chartId]);
  });

  it('accepts dashboard_all_text in list filters as a title-or-slug search', async () => {
    for (const body of [
      { dashboard_title: 'Quarterly Sales' },
      { dashboard_title: 'Regional view', slug: 'sales-by-region' },
      { dashboard_title: 'Costs' },
    ]) {
      expect((await admin.post('/api/v1/dashboard/', body)).status).toBe(201);
    }
    const search = async (opr: string, value: string) => {
      const answer = await admin.get(
        `/api/v1/dashboard/?q=${encodeURIComponent(`(filters:!((col:dashboard_title,opr:${opr},value:${value})),order_column:dashboard_title,order_direction:asc)`)}`,
      );
      expect(answer.status).toBe(200);
      return (answer.body.result as { dashboard_title: string }[]).map((row) => row.dashboard_title);
    };
    expect(await search('dashboard_all_text', 'SALES')).toEqual(['Quarterly Sales', 'Regional view']);
    expect(await search('dashboard_all_text', 'SALES')).toEqual(await search('title_or_slug', 'SALES'));
    expect(
      (await admin.get(`/api/v1/dashboard/?q=${encodeURIComponent('(filters:!((col:slug,opr:dashboard_all_text,value:sales)))')}`)).status,
    ).toBe(400);
  });
});
