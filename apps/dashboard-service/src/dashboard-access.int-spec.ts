import { Dashboards, DESCRIBE_OBJECTS, EmbeddedDashboards, ErrorCode, type Caller } from '@tessera/contracts';
import { startServicesForTest, type ServiceHarness } from '@tessera/platform/testing';
import { dashboardServiceDefinition } from './dashboard-service.definition';
import { as, serveDashboardStandIns, type StandInState } from './testing/dashboard-stand-ins';

const alice: Caller = { userId: 1, username: 'alice', roles: ['Gamma'] };
const admin: Caller = { userId: 3, username: 'ada', roles: ['ADMIN'] };
const bobWith = (...accessPermissions: string[]): Caller => ({ userId: 2, username: 'bob', roles: ['Gamma'], accessPermissions });
const carol: Caller = { userId: 4, username: 'carol', roles: ['Sales'] };

/** A layout with the charts side by side in one row. */
function layout(chartIds: number[]): string {
  const charts = Object.fromEntries(
    chartIds.map((id) => [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4 } }]),
  );
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: Object.keys(charts) },
    ...charts,
  });
}

function helpers(harness: () => ServiceHarness) {
  const create = async (caller: Caller, fields: Record<string, unknown>) =>
    (await as(caller, () => harness().bus.request(Dashboards.create, { fields }))).id;
  const canRead = (caller: Caller, id: number) =>
    as(caller, () => harness().bus.request(Dashboards.get, { idOrSlug: String(id) })).then(
      () => true,
      (error: { code: string }) => {
        if (error.code !== ErrorCode.FORBIDDEN) throw error;
        return false;
      },
    );
  const listed = async (caller: Caller) =>
    (
      await as(caller, () =>
        harness().bus.request(Dashboards.list, {
          query: { filters: [], orderColumn: 'changed_on', orderDirection: 'asc', page: 0, pageSize: 100 },
        }),
      )
    ).ids;
  return { create, canRead, listed };
}

describe('dashboard access', () => {
  let harness: ServiceHarness;
  let stand: StandInState;
  const { create, canRead, listed } = helpers(() => harness);
  let draft: number;
  let onExamples: number;
  let empty: number;

  beforeAll(async () => {
    harness = await startServicesForTest([dashboardServiceDefinition]);
    stand = await serveDashboardStandIns(harness.runtime);
    draft = await create(alice, { dashboard_title: 'Draft' });
    onExamples = await create(alice, { dashboard_title: 'Examples', published: true, position_json: layout([101]) });
    empty = await create(alice, { dashboard_title: 'Empty', published: true });
  });

  afterAll(() => harness.stop());

  it('lets owners and Admin (any case) see and edit drafts, and no one else', async () => {
    expect(await canRead(alice, draft)).toBe(true);
    expect(await canRead(admin, draft)).toBe(true);
    expect(await canRead(bobWith('all_datasource_access|all_datasource_access'), draft)).toBe(false);
    await as(admin, () => harness.bus.request(Dashboards.update, { id: draft, fields: { css: '.x{}' } }));
    await expect(
      as(bobWith('all_datasource_access|all_datasource_access'), () =>
        harness.bus.request(Dashboards.update, { id: onExamples, fields: { css: '' } }),
      ),
    ).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
    });
    expect(await listed(admin)).toEqual(expect.arrayContaining([draft, onExamples, empty]));
  });

  it("shows published dashboards to those who may query one of their charts' datasets", async () => {
    expect(await canRead(bobWith('datasource_access|[examples].[t7](id:7)'), onExamples)).toBe(true);
    expect(await canRead(bobWith('datasource_access|[warehouse].[t8](id:8)'), onExamples)).toBe(false);
    expect(await canRead(bobWith('database_access|[examples].(id:1)'), onExamples)).toBe(true);
    expect(await canRead(bobWith('schema_access|[examples].[public]'), onExamples)).toBe(true);
    expect(await canRead(bobWith('schema_access|[examples].[private]'), onExamples)).toBe(false);
    expect(await canRead(bobWith(), onExamples)).toBe(false);
    expect(await canRead(bobWith('datasource_access|[examples].[t7](id:7)'), empty)).toBe(false);
    expect(await canRead(bobWith('all_datasource_access|all_datasource_access'), empty)).toBe(true);
    expect(await listed(bobWith('datasource_access|[examples].[t7](id:7)'))).toEqual([onExamples]);
    const described = await as(bobWith('datasource_access|[examples].[t7](id:7)'), () =>
      harness.bus.request(DESCRIBE_OBJECTS.dashboards, { type: 'dashboard', ids: [draft, onExamples, empty] }),
    );
    expect(described.objects.map((o) => [o.id, o.editable])).toEqual([[onExamples, false]]);
  });

  it('accepts published dashboards when the chart service cannot tell', async () => {
    stand.chartsAnswering = false;
    try {
      expect(await canRead(bobWith('datasource_access|[warehouse].[t8](id:8)'), onExamples)).toBe(true);
      expect(await canRead(bobWith('datasource_access|[warehouse].[t8](id:8)'), draft)).toBe(false);
    } finally {
      stand.chartsAnswering = true;
    }
  });

  it('shows guests only the dashboards their token names, by id or embedded uuid', async () => {
    const guest = (id: string): Caller => ({
      userId: null,
      username: 'guest',
      roles: ['Public'],
      guestScope: { resources: [{ type: 'dashboard', id }], rls: [] },
    });
    expect(await canRead(guest(String(draft)), draft)).toBe(true);
    expect(await canRead(guest(String(draft)), onExamples)).toBe(false);
    const { uuid } = await as(alice, () =>
      harness.bus.request(EmbeddedDashboards.set, { idOrSlug: String(onExamples), allowed_domains: ['https://host.example'] }),
    );
    expect(await canRead(guest(uuid), onExamples)).toBe(true);
    await expect(
      as(guest(String(draft)), () => harness.bus.request(Dashboards.update, { id: draft, fields: { css: '' } })),
    ).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
  });
});

describe('dashboard access with DASHBOARD_RBAC', () => {
  let harness: ServiceHarness;
  const { create, canRead, listed } = helpers(() => harness);

  beforeAll(async () => {
    harness = await startServicesForTest([dashboardServiceDefinition], { featureFlags: { DASHBOARD_RBAC: true } });
    await serveDashboardStandIns(harness.runtime);
  });

  afterAll(() => harness.stop());

  it('shows a published dashboard with roles to members of those roles only', async () => {
    const forSales = await create(alice, { dashboard_title: 'Sales only', published: true, roles: [10], position_json: layout([101]) });
    const draftForSales = await create(alice, { dashboard_title: 'Sales draft', roles: [10], position_json: layout([101]) });
    const open = await create(alice, { dashboard_title: 'Open', published: true, position_json: layout([101]) });
    expect(await canRead(carol, forSales)).toBe(true);
    expect(await canRead(carol, draftForSales)).toBe(false);
    expect(await canRead(carol, open)).toBe(false);
    expect(await canRead(bobWith('all_datasource_access|all_datasource_access'), forSales)).toBe(false);
    expect(await canRead(bobWith('datasource_access|[examples].[t7](id:7)'), open)).toBe(true);
    expect(await canRead(alice, draftForSales)).toBe(true);
    expect(await listed(carol)).toEqual([forSales]);
    const view = await as(alice, () => harness.bus.request(Dashboards.get, { idOrSlug: String(forSales) }));
    expect(view.roles).toEqual([{ id: 10, name: 'Sales' }]);
  });

  it('refuses roles that do not exist', async () => {
    const error = await as(alice, () =>
      harness.bus.request(Dashboards.create, { fields: { dashboard_title: 'Bad roles', roles: [10, 99] } }),
    ).catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.UNPROCESSABLE, fields: { roles: ['Some roles do not exist: 99'] } });
  });
});
