import { DashboardChartLinks, Dashboards, ErrorCode, type Caller } from '@tessera/contracts';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { dashboardServiceDefinition } from '../dashboard-service.definition';
import { as, serveDashboardStandIns } from '../testing/dashboard-stand-ins';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Gamma'] };
const bob: Caller = { userId: 2, username: 'bob', roles: ['Gamma'] };
const admin: Caller = { userId: 3, username: 'ada', roles: ['Admin'] };

const layout = (chartId: number) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: ['CHART-1'],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  'CHART-1': {
    id: 'CHART-1',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId, width: 4, height: 50 },
  },
});

describe('chart ↔ dashboard links over the bus', () => {
  let harness: ServiceHarness;
  const create = (caller: Caller, fields: Record<string, unknown>) => as(caller, () => harness.bus.request(Dashboards.create, { fields }));
  const get = (caller: Caller, id: number) => as(caller, () => harness.bus.request(Dashboards.get, { idOrSlug: String(id) }));
  const set = (caller: Caller, chartId: number, dashboardIds: number[], checkOnly = false) =>
    as(caller, () =>
      harness.bus.request(DashboardChartLinks.setChartDashboards, { chartId, dashboardIds, sliceName: `Chart ${chartId}`, checkOnly }),
    );

  beforeAll(async () => {
    harness = await startServicesForTest([dashboardServiceDefinition]);
    await serveDashboardStandIns(harness.runtime);
  });

  afterAll(() => harness.stop());

  it('puts a chart on dashboards, in a new row of each layout, and takes it off again', async () => {
    const withLayout = await create(alice, { dashboard_title: 'With layout', position_json: JSON.stringify(layout(101)) });
    const bare = await create(alice, { dashboard_title: 'Bare' });
    const before = await get(alice, withLayout.id);

    expect(await set(alice, 103, [withLayout.id, bare.id], true)).toEqual({ added: [withLayout.id, bare.id], removed: [] });
    expect((await get(alice, withLayout.id)).charts).toEqual(['Chart 101']);

    expect(await set(alice, 103, [withLayout.id, bare.id])).toEqual({ added: [withLayout.id, bare.id], removed: [] });
    const saved = await get(alice, withLayout.id);
    expect(saved.charts).toEqual(['Chart 101', 'Chart 103']);
    expect(Date.parse(saved.changed_on)).toBeGreaterThan(Date.parse(before.changed_on));
    const positions = JSON.parse(saved.position_json as string);
    const newRow = positions.GRID_ID.children[1];
    expect(positions[newRow]).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'] });
    expect(positions[positions[newRow].children[0]].meta).toEqual({ chartId: 103, width: 4, height: 50, sliceName: 'Chart 103' });
    expect(await get(alice, bare.id)).toMatchObject({ charts: ['Chart 103'], position_json: null });

    const links = await harness.bus.request(DashboardChartLinks.ofCharts, { chartIds: [101, 103, 999] });
    expect(links).toEqual({
      101: [{ id: withLayout.id, dashboard_title: 'With layout' }],
      103: [
        { id: bare.id, dashboard_title: 'Bare' },
        { id: withLayout.id, dashboard_title: 'With layout' },
      ],
    });
    const withMetadata = await harness.bus.request(DashboardChartLinks.ofCharts, { chartIds: [101], withMetadata: true });
    expect(withMetadata[101][0].json_metadata).toBe('{}');
    expect(await harness.bus.request(DashboardChartLinks.chartIds, { dashboardIds: [withLayout.id] })).toEqual({ chartIds: [101, 103] });

    expect(await set(alice, 103, [bare.id])).toEqual({ added: [], removed: [withLayout.id] });
    const after = JSON.parse((await get(alice, withLayout.id)).position_json as string);
    expect(after).toEqual(layout(101));
    expect(await set(alice, 103, [bare.id])).toEqual({ added: [], removed: [] });
  });

  it('refuses dashboards that do not exist or that the caller may not edit, changing nothing', async () => {
    const alices = await create(alice, { dashboard_title: "Alice's" });
    const bobs = await create(bob, { dashboard_title: "Bob's" });
    await expect(set(alice, 102, [alices.id, 99_999])).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
      fields: { dashboards: ['Dashboards do not exist'] },
    });
    // Bob's draft is invisible to Alice: it does not exist as far as she can tell.
    await expect(set(alice, 102, [alices.id, bobs.id])).rejects.toMatchObject({ code: ErrorCode.BAD_REQUEST });
    await as(bob, () => harness.bus.request(Dashboards.update, { id: bobs.id, fields: { published: true } }));
    await expect(
      set({ ...alice, accessPermissions: ['all_datasource_access|all_datasource_access'] }, 102, [alices.id, bobs.id]),
    ).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      message: 'Changing one or more of these dashboards is forbidden',
    });
    expect((await get(alice, alices.id)).charts).toEqual([]);
    expect(await set(admin, 102, [alices.id, bobs.id])).toEqual({ added: [alices.id, bobs.id], removed: [] });
    await expect(set(bob, 102, [bobs.id])).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
  });
});
