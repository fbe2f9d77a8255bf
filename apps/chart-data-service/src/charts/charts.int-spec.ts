import {
  Charts,
  ChartsForDashboard,
  DatasetsForDashboard,
  DESCRIBE_OBJECTS,
  DuplicateChartsForDashboard,
  ErrorCode,
  SupersetErrorType,
  type Caller,
  type ListQuery,
} from '@tessera/contracts';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { DataSource } from 'typeorm';
import { DatasetEntity } from '../datasets/dataset.entity';
import { as, eventually, serveChartStandIns, type ChartStandInState } from '../testing/chart-stand-ins';
import { chartsTestDefinition, seedDatasets, type SeededDatasets } from '../testing/chart-test.definition';

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  filters: [],
  orderColumn: 'slice_name',
  orderDirection: 'asc',
  page: 0,
  pageSize: 20,
  ...overrides,
});
const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as { code: string; message: string; fields?: Record<string, string[]>; errorType?: string },
  );

describe('chart service over the bus', () => {
  let harness: ServiceHarness;
  let stand: ChartStandInState;
  let data: SeededDatasets;
  let alice: Caller;
  let bob: Caller;
  const carol: Caller = { userId: 4, username: 'carol', roles: ['Gamma'] };
  const admin: Caller = { userId: 3, username: 'ada', roles: ['admin'] };

  const create = (caller: Caller, fields: Record<string, unknown>) => as(caller, () => harness.bus.request(Charts.create, { fields }));
  const update = (caller: Caller, id: number, fields: Record<string, unknown>) =>
    as(caller, () => harness.bus.request(Charts.update, { id, fields }));
  const get = (caller: Caller, idOrUuid: string | number) =>
    as(caller, () => harness.bus.request(Charts.get, { idOrUuid: String(idOrUuid) }));
  const list = (caller: Caller, overrides: Partial<ListQuery> = {}) =>
    as(caller, () => harness.bus.request(Charts.list, { query: query(overrides) }));
  const names = async (caller: Caller, filters: ListQuery['filters'], overrides: Partial<ListQuery> = {}) =>
    (await list(caller, { filters, ...overrides })).result.map((row) => row.slice_name);
  const chart = (name: string, datasetId: number, extra: Record<string, unknown> = {}) => ({
    slice_name: name,
    datasource_id: datasetId,
    datasource_type: 'table',
    viz_type: 'table',
    ...extra,
  });

  beforeAll(async () => {
    harness = await startServicesForTest([chartsTestDefinition]);
    stand = await serveChartStandIns(harness.runtime);
    data = await seedDatasets(harness.services[0].app.get(DataSource));
    alice = {
      userId: 1,
      username: 'alice',
      roles: ['Gamma'],
      accessPermissions: [`datasource_access|[examples].[sales](id:${data.sales.id})`, 'schema_access|[warehouse].[finance]'],
    };
    bob = {
      userId: 2,
      username: 'bob',
      roles: ['Gamma'],
      accessPermissions: [`datasource_access|[examples].[sales](id:${data.sales.id})`],
    };
  });

  afterAll(() => harness.stop());

  it('creates a chart owned by its creator, on its dashboards, and reads it by id and uuid', async () => {
    const params = JSON.stringify({ viz_type: 'pie', metric: 'count', since: '2020-01-01', until: 'now' });
    const { id } = await create(alice, {
      slice_name: 'Revenue',
      datasource_id: data.sales.id,
      datasource_type: 'table',
      params,
      dashboards: [50],
      description: 'By **country**',
    });
    const view = await get(bob, id);
    expect(view).toMatchObject({
      id,
      slice_name: 'Revenue',
      viz_type: 'pie',
      params,
      owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
      dashboards: [{ id: 50, dashboard_title: 'Sales board', json_metadata: '{}' }],
      tags: [],
      url: `/explore/?slice_id=${id}`,
      is_managed_externally: false,
      changed_on_delta_humanized: 'a few seconds ago',
    });
    expect(view.thumbnail_url).toMatch(new RegExp(`^/api/v1/chart/${id}/thumbnail/[0-9a-f]{32}/$`));
    expect((await get(alice, view.uuid)).id).toBe(id);
    expect(stand.links.get(id)).toEqual([50]);
    await expect(get(carol, id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(get(alice, 99_999)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect((await get(admin, id)).id).toBe(id);
  });

  it('refuses bad bodies, missing or forbidden datasets, unknown owners and dashboards it may not edit, creating nothing', async () => {
    const before = (await list(admin)).count;
    expect(await fail(create(alice, chart('Bad', data.sales.id, { params: '{nope' })))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { params: ['JSON not valid'] },
    });
    expect(await fail(create(alice, chart('Bad', data.sales.id, { query_context: 'x' })))).toMatchObject({
      fields: { query_context: ['JSON not valid'] },
    });
    expect(await fail(create(alice, chart('Bad', 99_999)))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { datasource_id: ['Datasource does not exist'] },
    });
    expect(await fail(create(alice, chart('Bad', data.sales.id, { datasource_type: 'query' })))).toMatchObject({
      fields: { datasource_type: ['Datasource type is invalid'] },
    });
    expect(await fail(create(alice, { datasource_id: data.sales.id, datasource_type: 'table' }))).toMatchObject({
      fields: { slice_name: ['Missing data for required field.'] },
    });
    expect(await fail(create(alice, chart('Bad', data.secrets.id)))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
      message: 'This endpoint requires the datasource private.secrets, database or `all_datasource_access` permission',
    });
    expect(await fail(create(alice, chart('Bad', data.sales.id, { owners: [2, 77] })))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { owners: [expect.stringContaining('77')] },
    });
    expect(await fail(create(alice, chart('Bad', data.sales.id, { dashboards: [51] })))).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await fail(create(alice, chart('Bad', data.sales.id, { dashboards: [404] })))).toMatchObject({
      fields: { dashboards: ['Dashboards do not exist'] },
    });
    expect((await list(admin)).count).toBe(before);
  });

  it('lets owners and Admin edit, anyone who reads it refresh the query context, and nobody else', async () => {
    const { id } = await create(alice, chart('Editable', data.sales.id, { dashboards: [50] }));
    expect(await fail(update(bob, id, { slice_name: 'Mine now' }))).toMatchObject({ code: ErrorCode.FORBIDDEN, message: 'Forbidden' });
    expect(await fail(update(carol, id, { slice_name: 'Mine now' }))).toMatchObject({ code: ErrorCode.NOT_FOUND });
    const queryContext = JSON.stringify({ datasource: { id: data.sales.id, type: 'table' }, queries: [] });
    await update(bob, id, { query_context: queryContext, query_context_generation: true });
    expect((await get(alice, id)).query_context).toBe(queryContext);
    expect(
      await fail(
        update(bob, id, { query_context: JSON.stringify({ datasource: { id: data.ledger.id } }), query_context_generation: true }),
      ),
    ).toMatchObject({
      fields: { query_context: [expect.any(String)] },
    });

    await update(alice, id, { slice_name: 'Edited', owners: [2], tags: [1, 2], dashboards: [], description: null, cache_timeout: 60 });
    const edited = await get(bob, id);
    expect(edited).toMatchObject({
      slice_name: 'Edited',
      cache_timeout: 60,
      dashboards: [],
      tags: [
        { id: 1, name: 'finance', type: 1 },
        { id: 2, name: 'q1', type: 1 },
      ],
    });
    expect(edited.owners.map((o) => o.id).sort()).toEqual([1, 2]);
    await update(bob, id, { tags: [2] });
    expect((await get(bob, id)).tags).toEqual([{ id: 2, name: 'q1', type: 1 }]);
    expect(await fail(update(bob, id, { datasource_id: data.ledger.id, datasource_type: 'table' }))).toMatchObject({
      errorType: SupersetErrorType.DATASOURCE_SECURITY_ACCESS_ERROR,
    });
    expect(await fail(update(bob, id, { tags: [404] }))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'tags: tag 404 does not exist',
    });
    await update(admin, id, { datasource_id: data.ledger.id, datasource_type: 'table', is_managed_externally: true });
    await expect(get(bob, id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(await fail(update(alice, id, { slice_name: 'Locked' }))).toMatchObject({ code: ErrorCode.FORBIDDEN });
    await as(admin, () => harness.bus.request(Charts.delete, { ids: [id] }));
  });

  it("lists the charts on datasets the caller may query, with Superset's filters and rows", async () => {
    const sales = await create(bob, chart('Bob sales', data.sales.id, { viz_type: 'bar', certified_by: 'QA', description: 'weekly' }));
    const ledger = await create(alice, chart('Alice ledger', data.ledger.id, { viz_type: 'line' }));
    await create(admin, chart('Admin secrets', data.secrets.id, { owners: [4] }));
    stand.favorites.set(2, [sales.id]);
    stand.tagsByChart.set(ledger.id, ['finance']);
    stand.links.set(sales.id, [51]);
    expect(await names(bob, [{ col: 'slice_name', opr: 'sw', value: 'Alice' }])).toEqual([]);
    expect(await names(alice, [{ col: 'slice_name', opr: 'ct', value: 'ledger' }])).toEqual(['Alice ledger']);
    expect(await names(carol, [])).toEqual([]);
    expect(await names(admin, [{ col: 'owners', opr: 'rel_m_m', value: 4 }])).toEqual(['Admin secrets']);
    expect(await names(alice, [{ col: 'slice_name', opr: 'chart_all_text', value: 'LEDG' }])).toEqual(['Alice ledger']);
    expect(await names(alice, [{ col: 'slice_name', opr: 'chart_all_text', value: 'weekly' }])).toEqual(['Bob sales']);
    expect(await names(alice, [{ col: 'viz_type', opr: 'eq', value: 'line' }])).toEqual(['Alice ledger']);
    expect(await names(alice, [{ col: 'datasource_id', opr: 'eq', value: data.ledger.id }])).toEqual(['Alice ledger']);
    expect(await names(bob, [{ col: 'created_by', opr: 'chart_created_by_me', value: true }])).toEqual(['Bob sales']);
    expect(await names(bob, [{ col: 'id', opr: 'chart_is_favorite', value: true }])).toEqual(['Bob sales']);
    expect(await names(bob, [{ col: 'id', opr: 'chart_owned_created_favored_by_me', value: true }])).toContain('Bob sales');
    expect(await names(alice, [{ col: 'id', opr: 'chart_is_certified', value: true }])).toEqual(['Bob sales']);
    expect(await names(alice, [{ col: 'tags', opr: 'chart_tags', value: 'finance' }])).toEqual(['Alice ledger']);
    expect(await names(alice, [{ col: 'tags', opr: 'chart_tag_id', value: [1] }])).toEqual(['Alice ledger']);
    expect(await names(alice, [{ col: 'dashboards', opr: 'rel_m_m', value: 51 }])).toEqual(['Bob sales']);
    const byDataset = await names(admin, [{ col: 'slice_name', opr: 'in', value: ['Bob sales', 'Alice ledger', 'Admin secrets'] }], {
      orderColumn: 'datasource_name',
      orderDirection: 'asc',
    });
    expect(byDataset).toEqual(['Alice ledger', 'Bob sales', 'Admin secrets']);

    const page = await list(bob, { filters: [{ col: 'id', opr: 'eq', value: sales.id }] });
    expect(page).toMatchObject({ count: 1, ids: [sales.id] });
    expect(page.result[0]).toMatchObject({
      slice_name: 'Bob sales',
      datasource_name_text: 'public.sales',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${data.sales.id}`,
      table: { table_name: 'sales', default_endpoint: null },
      form_data: { slice_id: sales.id, viz_type: 'bar', datasource: `${data.sales.id}__table` },
      description_markeddown: '<p>weekly</p>',
      owners: [{ id: 2, first_name: 'Bob' }],
      created_by: { id: 2 },
      created_by_name: 'Bob Smith',
      changed_by_name: 'Bob Smith',
      last_saved_by: { id: 2 },
      dashboards: [{ id: 51, dashboard_title: 'Executive' }],
      edit_url: `/chart/edit/${sales.id}`,
    });
    expect(page.result[0].changed_on_dttm).toBe(Date.parse(page.result[0].changed_on_utc));
  });

  it('serves related dashboards and distinct chart types', async () => {
    expect(
      await as(alice, () => harness.bus.request(Charts.related, { column: 'dashboards', filter: 'sales', page: 0, pageSize: 20 })),
    ).toEqual({
      count: 1,
      result: [{ value: 50, text: 'Sales board' }],
    });
    await expect(harness.bus.request(Charts.related, { column: 'owners', filter: '', page: 0, pageSize: 20 })).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const types = await as(bob, () => harness.bus.request(Charts.distinct, { column: 'viz_type', filter: '', page: 0, pageSize: 20 }));
    expect(types.result.map((item) => item.value)).toEqual(expect.arrayContaining(['bar', 'pie']));
    expect(types.result.map((item) => item.value)).not.toContain('line');
  });

  it('deletes all or nothing and announces what it deleted', async () => {
    const first = await create(alice, chart('Doomed 1', data.sales.id));
    const second = await create(alice, chart('Doomed 2', data.sales.id));
    expect(await fail(as(bob, () => harness.bus.request(Charts.delete, { ids: [first.id] })))).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(await fail(as(alice, () => harness.bus.request(Charts.delete, { ids: [first.id, 99_999] })))).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(await as(alice, () => harness.bus.request(Charts.delete, { ids: [first.id, second.id] }))).toEqual({ deleted: 2 });
    await expect(get(alice, first.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await eventually(() => stand.deleted.length > 0);
    expect(stand.deleted).toContainEqual({ type: 'chart', ids: [first.id, second.id] });
  });

  it('describes charts for other services, saying which ones the caller may edit', async () => {
    const mine = await create(alice, chart('Described', data.sales.id));
    const hidden = await create(admin, chart('Hidden', data.secrets.id));
    const { objects } = await as(bob, () => harness.bus.request(DESCRIBE_OBJECTS.charts, { type: 'chart', ids: [mine.id, hidden.id] }));
    expect(objects).toEqual([
      {
        type: 'chart',
        id: mine.id,
        name: 'Described',
        url: `/explore/?slice_id=${mine.id}`,
        changed_on: expect.any(String),
        created_by: { id: 1, first_name: 'Alice', last_name: 'Smith' },
        owners: [expect.objectContaining({ id: 1 })],
        editable: false,
      },
    ]);
    expect(
      (await as(alice, () => harness.bus.request(DESCRIBE_OBJECTS.charts, { type: 'chart', ids: [mine.id] }))).objects[0].editable,
    ).toBe(true);
    expect(await harness.bus.request(DESCRIBE_OBJECTS.charts, { type: 'dataset', ids: [data.sales.id] })).toEqual({ objects: [] });
  });

  it('answers the dashboard service: charts, their datasets and copies', async () => {
    const a = await create(alice, chart('On board A', data.sales.id, { description: 'Hi', query_context: '{}', certified_by: 'QA' }));
    const b = await create(admin, chart('On board B', data.secrets.id));
    const charts = await as(carol, () => harness.bus.request(ChartsForDashboard, { chartIds: [b.id, a.id, 99_999] }));
    expect(charts.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(charts[0]).toMatchObject({
      slice_name: 'On board A',
      description_markeddown: '<p>Hi</p>',
      datasource_id: data.sales.id,
      datasource_type: 'table',
      query_context: '{}',
      slice_url: `/explore/?slice_id=${a.id}`,
    });

    const datasets = await harness.bus.request(DatasetsForDashboard, { chartIds: [a.id, b.id] });
    expect(datasets.map((d) => d.uid)).toEqual([`${data.sales.id}__table`, `${data.secrets.id}__table`]);
    expect(datasets[0]).toMatchObject({
      id: data.sales.id,
      type: 'table',
      name: 'public.sales',
      table_name: 'sales',
      schema: 'public',
      database: { id: data.sales.databaseId, name: 'examples', backend: 'postgresql' },
      main_dttm_col: 'ds',
      column_names: ['ds', 'country', 'revenue'],
      column_types: [2, 1, 0],
      verbose_map: { __timestamp: 'Time', count: 'count', ds: 'ds', country: 'Country', revenue: 'revenue' },
      column_formats: { count: ',d' },
      granularity_sqla: [['ds', 'ds']],
      owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
      select_star: 'SELECT *\nFROM "public"."sales"\nLIMIT 100',
    });
    expect((datasets[0].order_by_choices as unknown[]).slice(0, 2)).toEqual([
      ['["country", true]', 'country [asc]'],
      ['["country", false]', 'country [desc]'],
    ]);
    expect(datasets[0].time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(datasets[0].columns.find((c) => c.column_name === 'revenue')).toMatchObject({
      is_certified: true,
      certified_by: 'Finance',
      certification_details: 'Audited',
    });

    const { idMap } = await harness.bus.request(DuplicateChartsForDashboard, { ids: [a.id, 99_999], ownerId: 2 });
    expect(Object.keys(idMap)).toEqual([String(a.id)]);
    const copy = await get(admin, idMap[a.id]);
    expect(copy).toMatchObject({
      slice_name: 'On board A',
      description: 'Hi',
      certified_by: null,
      query_context: null,
      owners: [{ id: 2 }],
    });
  });

  it('keeps charts whose dataset was deleted, for Admin, missing their dataset', async () => {
    const datasets = harness.services[0].app.get(DataSource).getRepository(DatasetEntity);
    const doomed = await datasets.save(
      datasets.create({ tableName: 'doomed', databaseId: data.sales.databaseId, schemaName: 'public', owners: [] }),
    );
    const orphan = await create(admin, chart('Orphan', doomed.id));
    await datasets.delete({ id: doomed.id });
    const [row] = (await list(admin, { filters: [{ col: 'id', opr: 'eq', value: orphan.id }] })).result;
    expect(row).toMatchObject({ datasource_id: null, datasource_name_text: null, table: null, form_data: { datasource: 'None__table' } });
    expect(await names(bob, [{ col: 'id', opr: 'eq', value: orphan.id }])).toEqual([]);
  });
});
