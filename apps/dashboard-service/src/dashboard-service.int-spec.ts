import {
  DashboardFilterStates,
  DashboardPermalinks,
  Dashboards,
  DESCRIBE_OBJECTS,
  EmbeddedDashboards,
  ErrorCode,
  ObjectsDeleted,
  type Caller,
  type ListQuery,
} from '@tessera/contracts';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { dashboardServiceDefinition } from './dashboard-service.definition';
import { as, eventually, serveDashboardStandIns, type StandInState } from './testing/dashboard-stand-ins';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Gamma'] };
const bob: Caller = { userId: 2, username: 'bob', roles: ['Gamma'] };
const admin: Caller = { userId: 3, username: 'ada', roles: ['admin'] };
/** Bob with access to every dataset: he sees published dashboards. */
const reader: Caller = { ...bob, accessPermissions: ['all_datasource_access|all_datasource_access'] };

const query = (overrides: Partial<ListQuery> = {}): ListQuery => ({
  filters: [],
  orderColumn: 'dashboard_title',
  orderDirection: 'asc',
  page: 0,
  pageSize: 20,
  ...overrides,
});

/** A grid with one row holding the charts, 4 columns wide each. */
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

const filter = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'NATIVE_FILTER',
  name: id,
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'country' } }],
  ...extra,
});

describe('dashboard service over the bus', () => {
  let harness: ServiceHarness;
  let stand: StandInState;
  const create = (caller: Caller, fields: Record<string, unknown>) => as(caller, () => harness.bus.request(Dashboards.create, { fields }));
  const get = (caller: Caller, idOrSlug: string | number) =>
    as(caller, () => harness.bus.request(Dashboards.get, { idOrSlug: String(idOrSlug) }));
  const update = (caller: Caller, id: number, fields: Record<string, unknown>) =>
    as(caller, () => harness.bus.request(Dashboards.update, { id, fields }));
  const list = (caller: Caller, overrides: Partial<ListQuery> = {}) =>
    as(caller, () => harness.bus.request(Dashboards.list, { query: query(overrides) }));
  const fail = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as { code: string; message: string; fields?: Record<string, string[]> },
    );

  beforeAll(async () => {
    harness = await startServicesForTest([dashboardServiceDefinition]);
    stand = await serveDashboardStandIns(harness.runtime);
  });

  afterAll(() => harness.stop());

  it('creates with the save rules, and reads by id and by slug', async () => {
    const { id, last_modified_time } = await create(alice, {
      dashboard_title: '',
      slug: '  sales  ',
      certification_details: 'kept?',
      css: null,
    });
    expect(last_modified_time).toBeGreaterThan(1_700_000_000);
    const byId = await get(alice, id);
    expect(byId).toMatchObject({
      id,
      dashboard_title: '[ untitled dashboard ]',
      slug: 'sales',
      url: '/superset/dashboard/sales/',
      css: '',
      certified_by: null,
      certification_details: null,
      published: false,
      json_metadata: '{}',
      position_json: null,
      owners: [{ id: 1, first_name: 'Alice', last_name: 'Smith' }],
      created_by: { id: 1 },
      changed_by_name: 'Alice Smith',
      charts: [],
    });
    expect(byId.thumbnail_url).toMatch(new RegExp(`^/api/v1/dashboard/${id}/thumbnail/[0-9a-f]{32}/$`));
    expect((await get(alice, 'sales')).id).toBe(id);
    await expect(get(alice, 'nope')).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(get(alice, 99999)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await eventually(() => stand.views.some((v) => v.dashboardId === id));
    expect(stand.views).toContainEqual(expect.objectContaining({ action: 'dashboard', userId: 1, dashboardId: id }));
  });

  it('saves a full body: slug rules, certification, colours, positions re-deriving the chart links, owners and tags', async () => {
    const { id } = await create(alice, { dashboard_title: 'Revenue' });
    const taken = await fail(
      create(admin, { dashboard_title: 'Other', slug: 'revenue' }).then(() => update(alice, id, { slug: 'revenue' })),
    );
    expect(taken).toMatchObject({ code: ErrorCode.UNPROCESSABLE, fields: { slug: [expect.stringContaining('Must be unique')] } });
    expect(await fail(update(alice, id, { slug: '123' }))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: expect.stringContaining('only digits'),
    });
    const metadata = {
      color_scheme: 'neonRainbow',
      shared_label_colors: { a: '#fff' },
      positions: layout([101, 102]),
      refresh_frequency: 60,
    };
    const saved = await update(alice, id, {
      dashboard_title: 'Revenue 2',
      slug: '',
      certified_by: 'Data team',
      certification_details: 'Checked',
      owners: [2],
      json_metadata: JSON.stringify(metadata),
      tags: [1, 2],
    });
    const view = await get(alice, id);
    expect(view).toMatchObject({
      dashboard_title: 'Revenue 2',
      slug: null,
      url: `/superset/dashboard/${id}/`,
      certified_by: 'Data team',
      certification_details: 'Checked',
      charts: ['Chart 101', 'Chart 102'],
    });
    expect(view.owners.map((o) => o.id).sort()).toEqual([1, 2]);
    expect(JSON.parse(view.json_metadata)).toEqual({ color_scheme: 'supersetColors', shared_label_colors: [], refresh_frequency: 60 });
    expect(JSON.parse(view.position_json as string)).toEqual(metadata.positions);
    expect(view.tags).toEqual([
      { id: 1, name: 'finance', type: 1 },
      { id: 2, name: 'q1', type: 1 },
    ]);
    expect(saved.last_modified_time).toBeCloseTo(Date.parse(view.changed_on) / 1000, 3);
    await update(alice, id, { certified_by: '', tags: [2] });
    expect(await get(alice, id)).toMatchObject({ certified_by: null, certification_details: null, tags: [{ name: 'q1' }] });
    expect((await as(alice, () => harness.bus.request(Dashboards.charts, { idOrSlug: String(id) }))).map((c) => c.id)).toEqual([101, 102]);
    const datasets = await as(alice, () => harness.bus.request(Dashboards.datasets, { idOrSlug: String(id) }));
    expect(datasets.map((d) => d.uid).sort()).toEqual(['7__table', '8__table']);
    expect(await fail(update(alice, id, { owners: [1, 77] }))).toMatchObject({
      code: ErrorCode.UNPROCESSABLE,
      fields: { owners: [expect.stringContaining('77')] },
    });
    expect(await fail(update(alice, id, { tags: [404] }))).toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      message: 'tags: tag 404 does not exist',
    });
  });

  it('refuses malformed json_metadata and position_json and saves nothing', async () => {
    const { id } = await create(alice, { dashboard_title: 'Strict', json_metadata: JSON.stringify({ refresh_frequency: 5 }) });
    const before = await get(alice, id);
    const cases: [Record<string, unknown>, string][] = [
      [{ json_metadata: '{not json' }, 'json_metadata: Not a valid JSON document'],
      [{ json_metadata: JSON.stringify({ rocket: 1 }) }, 'json_metadata: rocket: unknown key'],
      [{ json_metadata: JSON.stringify({ refresh_frequency: 'often' }) }, 'json_metadata: refresh_frequency: must be an integer'],
      [{ json_metadata: JSON.stringify({ native_filter_configuration: [filter('BAD-1')] }) }, 'must start with NATIVE_FILTER-'],
      [
        {
          json_metadata: JSON.stringify({
            native_filter_configuration: [filter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-x'] })],
          }),
        },
        '"NATIVE_FILTER-x" is not a filter',
      ],
      [
        {
          position_json: JSON.stringify({
            ...layout([101]),
            'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['TABS-1'] },
            'TABS-1': { id: 'TABS-1', type: 'TABS', children: [] },
          }),
        },
        'a ROW cannot hold a TABS',
      ],
      [
        { position_json: JSON.stringify({ ...layout([101]), GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-9'] } }) },
        'refers to "ROW-9", which is not in the layout',
      ],
      [{ position_json: JSON.stringify(layout([101, 102, 103])).replace(/"width":4/g, '"width":5') }, 'add up to 15'],
      [{ position_json: JSON.stringify(layout([101, 199])) }, 'CHART-199 refers to chart 199, which does not exist'],
      [
        { position_json: JSON.stringify({ ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [] } }) },
        'DASHBOARD_VERSION_KEY: must be "v2"',
      ],
      [{ position_json: 'x'.repeat(65_536) }, 'at most 65535'],
      [
        {
          json_metadata: JSON.stringify({
            positions: {
              ...layout([101]),
              'CHART-101': { id: 'CHART-101', type: 'CHART', children: [], meta: { width: 13, chartId: 101 } },
            },
          }),
        },
        'must be between 1 and 12',
      ],
    ];
    for (const [fields, message] of cases) {
      const error = await fail(update(alice, id, { dashboard_title: 'Changed', ...fields }));
      expect(error.code).toBe(ErrorCode.BAD_REQUEST);
      expect(error.message).toContain(message);
    }
    const after = await get(alice, id);
    expect(after).toMatchObject({
      dashboard_title: 'Strict',
      json_metadata: before.json_metadata,
      position_json: null,
      changed_on: before.changed_on,
      charts: [],
    });
  });

  it('skips only the chart existence check when the chart service is not answering', async () => {
    const { id } = await create(alice, { dashboard_title: 'Offline charts' });
    stand.chartsAnswering = false;
    try {
      await update(alice, id, { position_json: JSON.stringify(layout([150])) });
      expect(await fail(update(alice, id, { position_json: JSON.stringify({ ...layout([150]), GRID_ID: 'x' }) }))).toMatchObject({
        code: ErrorCode.BAD_REQUEST,
      });
      expect(await fail(as(alice, () => harness.bus.request(Dashboards.charts, { idOrSlug: String(id) })))).toMatchObject({
        code: ErrorCode.UNAVAILABLE,
        message: expect.stringContaining('charts.chart.for-dashboard'),
      });
      expect((await get(alice, id)).charts).toEqual([]);
    } finally {
      stand.chartsAnswering = true;
    }
  });

  it('lists with Superset filters: title or slug, owners, created by me, certified, published, favourites and tags', async () => {
    const mine = await create(bob, { dashboard_title: 'Bob Weekly', slug: 'weekly-kpis', certified_by: 'QA', published: true });
    const other = await create(bob, { dashboard_title: 'Bob Daily', owners: [4] });
    stand.favorites.set(2, [other.id]);
    stand.tagsByDashboard.set(mine.id, ['finance']);
    const titles = async (filters: ListQuery['filters']) => (await list(bob, { filters })).result.map((row) => row.dashboard_title);
    expect(await titles([{ col: 'dashboard_title', opr: 'title_or_slug', value: 'kpis' }])).toEqual(['Bob Weekly']);
    expect(await titles([{ col: 'dashboard_title', opr: 'dashboard_all_text', value: 'KPIS' }])).toEqual(['Bob Weekly']);
    expect(await titles([{ col: 'dashboard_title', opr: 'dashboard_all_text', value: 'daily' }])).toEqual(['Bob Daily']);
    expect(await titles([{ col: 'dashboard_title', opr: 'sw', value: 'Bob' }])).toEqual(['Bob Daily', 'Bob Weekly']);
    expect(await titles([{ col: 'owners', opr: 'rel_m_m', value: 4 }])).toEqual(['Bob Daily']);
    expect(await titles([{ col: 'created_by', opr: 'dashboard_created_by_me', value: true }])).toEqual(['Bob Daily', 'Bob Weekly']);
    expect(await titles([{ col: 'id', opr: 'dashboard_is_certified', value: true }])).toEqual(['Bob Weekly']);
    expect(
      await titles([
        { col: 'published', opr: 'eq', value: true },
        { col: 'created_by', opr: 'rel_o_m', value: 2 },
      ]),
    ).toEqual(['Bob Weekly']);
    expect(await titles([{ col: 'id', opr: 'dashboard_is_favorite', value: true }])).toEqual(['Bob Daily']);
    expect(
      await titles([
        { col: 'id', opr: 'dashboard_is_favorite', value: false },
        { col: 'created_by', opr: 'rel_o_m', value: 2 },
      ]),
    ).toEqual(['Bob Weekly']);
    expect(await titles([{ col: 'tags', opr: 'dashboard_tags', value: 'finance' }])).toEqual(['Bob Weekly']);
    expect(await titles([{ col: 'tags', opr: 'dashboard_tag_id', value: 1 }])).toEqual(['Bob Weekly']);
    const page = await list(bob, { filters: [{ col: 'id', opr: 'eq', value: mine.id }] });
    expect(page).toMatchObject({ count: 1, ids: [mine.id] });
    expect(page.result[0]).toMatchObject({
      status: 'published',
      url: '/superset/dashboard/weekly-kpis/',
      changed_by_name: 'Bob Smith',
      tags: [{ id: 1, name: 'finance', type: 1 }],
      owners: [{ id: 2 }],
    });
    expect(page.result[0].changed_on_delta_humanized).toBe('a few seconds ago');
  });

  it('copies a dashboard, duplicating its charts and following them in the metadata', async () => {
    const { id } = await create(alice, {
      dashboard_title: 'Source',
      css: '.a{}',
      json_metadata: JSON.stringify({ positions: layout([101, 103]) }),
    });
    const metadata = {
      positions: layout([101, 103]),
      timed_refresh_immune_slices: [103],
      chart_configuration: { 101: { id: 101, crossFilters: { scope: 'global', chartsInScope: [103] } } },
    };
    const copy = await as(bob, () =>
      harness.bus.request(Dashboards.copy, {
        idOrSlug: String(id),
        dashboard_title: 'Copy',
        json_metadata: JSON.stringify(metadata),
        duplicate_slices: true,
      }),
    ).catch((e) => e);
    expect(copy).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const copied = await as(alice, () =>
      harness.bus.request(Dashboards.copy, {
        idOrSlug: String(id),
        dashboard_title: 'Copy',
        json_metadata: JSON.stringify(metadata),
        duplicate_slices: true,
      }),
    );
    const view = await get(alice, copied.id);
    expect(view).toMatchObject({
      dashboard_title: 'Copy',
      css: '',
      published: false,
      charts: ['Chart 1101', 'Chart 1103'],
      owners: [{ id: 1 }],
    });
    expect(JSON.parse(view.json_metadata)).toEqual({
      timed_refresh_immune_slices: [1103],
      chart_configuration: { 1101: { id: 1101, crossFilters: { scope: 'global', chartsInScope: [1103] } } },
    });
    expect(JSON.parse(view.position_json as string)['CHART-101'].meta.chartId).toBe(1101);
    const plain = await as(alice, () => harness.bus.request(Dashboards.copy, { idOrSlug: String(id), json_metadata: '{}' }));
    expect(await get(alice, plain.id)).toMatchObject({ dashboard_title: '[ untitled dashboard ]', charts: ['Chart 101', 'Chart 103'] });
  });

  it('updates colours (with and without mark_updated) and native filters', async () => {
    const { id } = await create(alice, {
      dashboard_title: 'Colours',
      json_metadata: JSON.stringify({ native_filter_configuration: [filter('NATIVE_FILTER-a'), filter('NATIVE_FILTER-b')] }),
    });
    const before = await get(alice, id);
    const colors = await as(alice, () =>
      harness.bus.request(Dashboards.colors, {
        id,
        markUpdated: false,
        colors: { color_scheme: 'bnbColors', label_colors: { boys: '#00f' }, shared_label_colors: 'x' },
      }),
    );
    expect(colors).toEqual({ color_scheme: 'bnbColors', label_colors: { boys: '#00f' }, shared_label_colors: [] });
    expect((await get(alice, id)).changed_on).toBe(before.changed_on);
    await as(alice, () => harness.bus.request(Dashboards.colors, { id, markUpdated: true, colors: { color_scheme: 'unknownScheme' } }));
    const after = await get(alice, id);
    expect(after.changed_on).not.toBe(before.changed_on);
    expect(JSON.parse(after.json_metadata).color_scheme).toBe('supersetColors');
    const filters = await as(alice, () =>
      harness.bus.request(Dashboards.filters, {
        id,
        modified: [filter('NATIVE_FILTER-b', { name: 'Renamed' }), filter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-b'] })],
        deleted: ['NATIVE_FILTER-a'],
        reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-b'],
      }),
    );
    expect(filters.map((f) => [f.id, f.name])).toEqual([
      ['NATIVE_FILTER-c', 'NATIVE_FILTER-c'],
      ['NATIVE_FILTER-b', 'Renamed'],
    ]);
    expect(JSON.parse((await get(alice, id)).json_metadata).native_filter_configuration).toEqual(filters);
    const cycle = await fail(
      as(alice, () =>
        harness.bus.request(Dashboards.filters, { id, modified: [filter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-c'] })] }),
      ),
    );
    expect(cycle).toMatchObject({ code: ErrorCode.BAD_REQUEST, message: expect.stringContaining('cycle') });
    expect(await fail(as(bob, () => harness.bus.request(Dashboards.filters, { id, deleted: ['NATIVE_FILTER-b'] })))).toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
  });

  it('keeps permalinks, embedding, filter state and tabs', async () => {
    const tabs = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
      'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], parents: ['ROOT_ID'] },
      'TAB-a': { id: 'TAB-a', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: 'Overview' } },
      'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], parents: ['ROOT_ID', 'TABS-1'], meta: { text: '', defaultText: 'Tab title' } },
    };
    const { id } = await create(alice, { dashboard_title: 'Shared', slug: 'shared', published: true, position_json: JSON.stringify(tabs) });
    expect(await as(alice, () => harness.bus.request(Dashboards.tabs, { idOrSlug: 'shared' }))).toEqual({
      all_tabs: { 'TAB-a': 'Overview', 'TAB-b': 'Tab title' },
      tab_tree: [
        { value: 'TAB-a', title: 'Overview', children: [], parents: ['ROOT_ID', 'TABS-1'] },
        { value: 'TAB-b', title: 'Tab title', children: [], parents: ['ROOT_ID', 'TABS-1'] },
      ],
    });
    const state = {
      urlParams: [['standalone', '1']] as [string, string][],
      dataMask: { 'NATIVE_FILTER-a': { filterState: { value: ['US'] } } },
      activeTabs: ['TAB-a'],
      anchor: 'CHART-1',
    };
    const { key } = await as(alice, () => harness.bus.request(DashboardPermalinks.create, { idOrSlug: 'shared', state }));
    expect(key).toMatch(/^[A-Za-z0-9_-]{11,}$/);
    expect(await as(alice, () => harness.bus.request(DashboardPermalinks.get, { key }))).toEqual({ dashboardId: String(id), state });
    await expect(as(alice, () => harness.bus.request(DashboardPermalinks.get, { key: 'abcdefghijklmnop' }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(
      await fail(
        as(alice, () => harness.bus.request(DashboardPermalinks.create, { idOrSlug: 'shared', state: { urlParams: [['a']] as never } })),
      ),
    ).toMatchObject({ code: ErrorCode.BAD_REQUEST });

    await expect(as(alice, () => harness.bus.request(EmbeddedDashboards.get, { idOrSlug: 'shared' }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    const embedded = await as(alice, () =>
      harness.bus.request(EmbeddedDashboards.set, { idOrSlug: 'shared', allowed_domains: ['https://a.example', ' '] }),
    );
    expect(embedded).toMatchObject({ allowed_domains: ['https://a.example'], dashboard_id: String(id), changed_by: { id: 1 } });
    const again = await as(alice, () => harness.bus.request(EmbeddedDashboards.set, { idOrSlug: String(id), allowed_domains: [] }));
    expect(again).toMatchObject({ uuid: embedded.uuid, allowed_domains: [] });
    expect(await as(reader, () => harness.bus.request(EmbeddedDashboards.byUuid, { uuid: embedded.uuid }))).toMatchObject({
      dashboard_id: String(id),
    });
    await expect(as(reader, () => harness.bus.request(EmbeddedDashboards.delete, { idOrSlug: 'shared' }))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect(await as(alice, () => harness.bus.request(EmbeddedDashboards.delete, { idOrSlug: 'shared' }))).toEqual({ deleted: true });

    const value = JSON.stringify({ 'NATIVE_FILTER-a': { filterState: { value: ['US'] } } });
    const first = await as(reader, () => harness.bus.request(DashboardFilterStates.create, { id, tabId: 1, value }));
    expect(await as(reader, () => harness.bus.request(DashboardFilterStates.create, { id, tabId: 1, value: '{}' }))).toEqual(first);
    expect(await as(reader, () => harness.bus.request(DashboardFilterStates.get, { id, key: first.key }))).toEqual({ value: '{}' });
    await expect(as(alice, () => harness.bus.request(DashboardFilterStates.update, { id, key: first.key, value }))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    await expect(
      as(reader, () => harness.bus.request(DashboardFilterStates.update, { id, key: first.key, value: 'nope' })),
    ).rejects.toMatchObject({ code: ErrorCode.BAD_REQUEST });
    await as(reader, () => harness.bus.request(DashboardFilterStates.update, { id, key: first.key, value }));
    expect(await as(reader, () => harness.bus.request(DashboardFilterStates.get, { id, key: first.key }))).toEqual({ value });
    await as(reader, () => harness.bus.request(DashboardFilterStates.delete, { id, key: first.key }));
    await expect(as(reader, () => harness.bus.request(DashboardFilterStates.get, { id, key: first.key }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });

  it('describes dashboards for other services and deletes them, telling the others', async () => {
    const first = await create(alice, { dashboard_title: 'Doomed 1' });
    const second = await create(alice, { dashboard_title: 'Doomed 2', published: true });
    const described = await as(alice, () =>
      harness.bus.request(DESCRIBE_OBJECTS.dashboards, { type: 'dashboard', ids: [first.id, second.id, 99999] }),
    );
    expect(described.objects.map((o) => [o.id, o.name, o.editable])).toEqual(
      expect.arrayContaining([
        [first.id, 'Doomed 1', true],
        [second.id, 'Doomed 2', true],
      ]),
    );
    expect(described.objects).toHaveLength(2);
    const seenDeleted: number[][] = [];
    const listener = await harness.runtime.connectBus('deleted-observer');
    listener.serveEvents(ObjectsDeleted.subject, null, async (message) => {
      seenDeleted.push((message.payload as { ids: number[] }).ids);
    });
    await expect(as(bob, () => harness.bus.request(Dashboards.delete, { ids: [first.id] }))).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    await expect(as(alice, () => harness.bus.request(Dashboards.delete, { ids: [first.id, 99999] }))).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect(await as(admin, () => harness.bus.request(Dashboards.delete, { ids: [first.id, second.id] }))).toEqual({ deleted: 2 });
    await eventually(() => seenDeleted.length > 0);
    expect(seenDeleted).toEqual([[first.id, second.id]]);
    await expect(get(alice, first.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('drops links to charts deleted by the chart service', async () => {
    const { id } = await create(alice, { dashboard_title: 'Links', position_json: JSON.stringify(layout([101, 102])) });
    await harness.bus.emit(ObjectsDeleted, { type: 'chart', ids: [102] });
    let charts: string[] = [];
    for (let i = 0; i < 50 && charts.length !== 1; i += 1) {
      charts = (await get(alice, id)).charts;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(charts).toEqual(['Chart 101']);
  });
});
