import { ErrorCode, ObjectsDeleted, TesseraError } from '@tessera/contracts';
import { UserDirectoryClient } from '@tessera/platform';
import { newServiceTest } from '@tessera/platform/testing';
import { DatasourceAccess } from '../access/datasource-access';
import type { Viewer } from '../access/viewer';
import { RoleDirectoryClient } from '../roles/role-directory.client';
import { DashboardTagsClient } from '../tags/dashboard-tags.client';
import { DashboardContentService } from './dashboard-content.service';
import { DashboardEntity } from './dashboard.entity';
import { DashboardFinder } from './dashboard.finder';
import { DashboardWritesService } from './dashboard-writes.service';

const viewer = (userId: number | null, extra: Partial<Viewer> = {}): Viewer => ({
  userId,
  isAdmin: false,
  roles: ['Alpha'],
  access: DatasourceAccess.of(undefined),
  guestResources: null,
  ...extra,
});

function setup() {
  const test = newServiceTest(DashboardWritesService);
  const dashboards = test.repository(DashboardEntity);
  const stored: DashboardEntity[] = [];
  dashboards.create.mockImplementation((fields) => Object.assign(new DashboardEntity(), fields) as never);
  dashboards.findOneBy.mockResolvedValue(null);
  const manager = {
    save: jest.fn(async (_type: unknown, entity: DashboardEntity) => {
      entity.id ??= 40 + stored.length;
      entity.changedOn ??= new Date(0);
      stored.push(entity);
      return entity;
    }),
    delete: jest.fn(async () => undefined),
    insert: jest.fn(async () => undefined),
  };
  (dashboards as unknown as { manager: unknown }).manager = { transaction: (work: (m: typeof manager) => unknown) => work(manager) };
  test.mock(DashboardContentService).prepare.mockResolvedValue({});
  test
    .mock(UserDirectoryClient)
    .describe.mockImplementation(
      async (ids) => new Map([...ids].filter((id) => id === 1 || id === 2).map((id) => [id as number, { id: id as number } as never])),
    );
  test
    .mock(RoleDirectoryClient)
    .describe.mockImplementation(async (ids) => new Map([...ids].filter((id) => id === 10).map((id) => [id, { id, name: 'Sales' }])));
  return { ...test, dashboards, stored, manager };
}

describe('DashboardWritesService', () => {
  it('makes the creator an owner next to the owners asked for, once each', async () => {
    const { sut, stored } = setup();
    const reply = await sut.create(viewer(1), { dashboard_title: 'Sales', owners: [2, 1] });
    expect(reply.id).toBe(40);
    expect(stored[0]).toMatchObject({ owners: [1, 2], createdBy: 1, changedBy: 1, dashboardTitle: 'Sales', published: false });
  });

  it('refuses guests before touching the store', async () => {
    const { sut, dashboards } = setup();
    const error = await sut.create(viewer(null, { guestResources: ['5'] }), { dashboard_title: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(TesseraError);
    expect(error.code).toBe(ErrorCode.FORBIDDEN);
    expect(dashboards.create).not.toHaveBeenCalled();
  });

  it('keeps a non-admin editor among the owners when their save leaves them out', async () => {
    const { sut, mock, stored } = setup();
    mock(DashboardFinder).findEditable.mockResolvedValue(Object.assign(new DashboardEntity(), { id: 7, owners: [1], slug: null }));
    await sut.update(viewer(1), 7, { owners: [2] });
    expect(stored[0].owners).toEqual([2, 1]);
  });

  it('lets an admin hand a dashboard over entirely', async () => {
    const { sut, mock, stored } = setup();
    mock(DashboardFinder).findEditable.mockResolvedValue(Object.assign(new DashboardEntity(), { id: 7, owners: [1], slug: null }));
    await sut.update(viewer(1, { isAdmin: true }), 7, { owners: [2] });
    expect(stored[0].owners).toEqual([2]);
  });

  it('names the owners and roles that do not exist and writes nothing', async () => {
    const { sut, manager } = setup();
    const owners = await sut.create(viewer(1), { dashboard_title: 'x', owners: [99] }).catch((e) => e);
    expect(owners).toMatchObject({ code: ErrorCode.UNPROCESSABLE, fields: { owners: ['Owners are invalid: no user with id 99'] } });
    const roles = await sut.create(viewer(1), { dashboard_title: 'x', roles: [10, 11, 12] }).catch((e) => e);
    expect(roles).toMatchObject({ code: ErrorCode.UNPROCESSABLE, fields: { roles: ['Some roles do not exist: 11, 12'] } });
    expect(manager.save).not.toHaveBeenCalled();
  });

  it('refuses a slug another dashboard holds, but not the dashboard’s own', async () => {
    const { sut, mock, dashboards, manager } = setup();
    dashboards.findOneBy.mockResolvedValue(Object.assign(new DashboardEntity(), { id: 3, slug: 'sales' }));
    const taken = await sut.create(viewer(1), { dashboard_title: 'x', slug: 'sales' }).catch((e) => e);
    expect(taken).toMatchObject({ code: ErrorCode.UNPROCESSABLE, message: 'slug: Must be unique: another dashboard already uses "sales"' });
    expect(manager.save).not.toHaveBeenCalled();
    mock(DashboardFinder).findEditable.mockResolvedValue(Object.assign(new DashboardEntity(), { id: 3, owners: [1], slug: 'sales' }));
    await expect(sut.update(viewer(1), 3, { slug: 'sales' })).resolves.toMatchObject({ id: 3 });
  });

  it('replaces chart links and roles in the same transaction as the save', async () => {
    const { sut, mock, manager } = setup();
    mock(DashboardContentService).prepare.mockResolvedValue({ positionJson: '{}', chartIds: [5, 6] });
    await sut.create(viewer(1), { dashboard_title: 'x', roles: [10, 10] });
    expect(manager.insert).toHaveBeenCalledWith(expect.anything(), [
      { dashboardId: 40, chartId: 5 },
      { dashboardId: 40, chartId: 6 },
    ]);
    expect(manager.insert).toHaveBeenCalledWith(expect.anything(), [{ dashboardId: 40, roleId: 10 }]);
  });

  it('applies tags only on update, after the dashboard is saved', async () => {
    const { sut, mock } = setup();
    const tags = mock(DashboardTagsClient);
    tags.resolveTagNames.mockResolvedValue(['finance']);
    await sut.create(viewer(1), { dashboard_title: 'x', tags: [1] });
    expect(tags.applyCustomTags).not.toHaveBeenCalled();
    mock(DashboardFinder).findEditable.mockResolvedValue(Object.assign(new DashboardEntity(), { id: 7, owners: [1], slug: null }));
    await sut.update(viewer(1), 7, { tags: [1] });
    expect(tags.applyCustomTags).toHaveBeenCalledWith(7, ['finance']);
  });

  it('deletes only when every dashboard exists and is editable, then announces it', async () => {
    const { sut, mock, dashboards, bus } = setup();
    dashboards.findBy.mockResolvedValue([Object.assign(new DashboardEntity(), { id: 1 })]);
    await expect(sut.delete(viewer(1), [1, 2])).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(dashboards.delete).not.toHaveBeenCalled();

    dashboards.findBy.mockResolvedValue([Object.assign(new DashboardEntity(), { id: 1 }), Object.assign(new DashboardEntity(), { id: 2 })]);
    mock(DashboardFinder).findEditable.mockImplementation(async (_viewer, id) => {
      if (id === 2) throw new TesseraError(ErrorCode.FORBIDDEN, 'Changing this Dashboard is forbidden');
      return new DashboardEntity();
    });
    await expect(sut.delete(viewer(1), [1, 2])).rejects.toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(dashboards.delete).not.toHaveBeenCalled();
    expect(bus.sent(ObjectsDeleted)).toEqual([]);

    mock(DashboardFinder).findEditable.mockResolvedValue(new DashboardEntity());
    await expect(sut.delete(viewer(1), [1, 2, 2])).resolves.toBe(2);
    expect(bus.sent(ObjectsDeleted)).toEqual([{ type: 'dashboard', ids: [1, 2] }]);
  });
});
