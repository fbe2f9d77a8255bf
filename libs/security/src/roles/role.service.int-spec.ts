import { ErrorCode } from '@tessera/contracts';
import { PERMISSION_CATALOGUE } from '../catalogue/permission-catalogue';
import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';

describe('RoleService on PostgreSQL', () => {
  let db: TestDatabase;
  let services: ReturnType<typeof securityServices>;

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource);
    await services.seeder.sync();
  });

  afterAll(() => db?.drop());

  it('creates, renames and deletes roles with unique names', async () => {
    const role = await services.roles.create('  Finance ');
    expect(role).toEqual({ id: expect.any(Number), name: 'Finance' });
    await expect(services.roles.create('Finance')).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    await expect(services.roles.create('')).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    await expect(services.roles.rename(role.id, 'Gamma')).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    expect(await services.roles.rename(role.id, 'Treasury')).toEqual({ id: role.id, name: 'Treasury' });
    await services.roles.delete(role.id);
    await expect(services.roles.get(role.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await expect(services.roles.delete(role.id)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });

  it('lists roles, permissions, view menus and permission views with ids', async () => {
    expect((await services.roles.list({ search: 'amm' })).result.map((role) => role.name)).toEqual(['Gamma']);
    const permissions = await services.roles.listPermissions({ pageSize: 500 });
    expect(permissions.result.map((item) => item.name)).toContain('can_read');
    expect(permissions.count).toBe(new Set(PERMISSION_CATALOGUE.map((pair) => pair.permission)).size);
    const views = await services.roles.listViewMenus({ search: 'dashboard', pageSize: 50 });
    expect(views.result.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Dashboard', 'DashboardPermalinkRestApi', 'EmbeddedDashboard']),
    );
    const pvs = await services.roles.listPermissionViews({ pageSize: 5 });
    expect(pvs.count).toBe(PERMISSION_CATALOGUE.length);
    expect(pvs.result[0]).toEqual({
      id: expect.any(Number),
      permission: { id: expect.any(Number), name: expect.any(String) },
      viewMenu: { id: expect.any(Number), name: expect.any(String) },
    });
    expect((await services.roles.listPermissionViews({ search: 'can_grant_guest' })).result.map((pv) => pv.viewMenu.name)).toEqual([
      'SecurityRestApi',
    ]);
  });

  it("replaces a role's permissions by permission-view ids and reports them", async () => {
    const role = await services.roles.create('Viewers');
    const read = await services.roles.ensurePermissionView({ permission: 'can_read', viewMenu: 'Dashboard' });
    const again = await services.roles.ensurePermissionView({ permission: 'can_read', viewMenu: 'Dashboard' });
    expect(again.id).toBe(read.id);
    await services.roles.setPermissions(role.id, [read.id, read.id]);
    expect(await services.roles.permissionsOf(role.id)).toEqual([read]);
    await expect(services.roles.setPermissions(role.id, [read.id, 9_999_999])).rejects.toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    await expect(services.roles.setPermissions(9_999_999, [read.id])).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
    await services.roles.setPermissions(role.id, []);
    expect(await services.roles.permissionsOf(role.id)).toEqual([]);
  });

  it('grants object permissions, creating them on the way', async () => {
    const role = await services.roles.create('Sales readers');
    await services.roles.grant(role.id, [
      { permission: 'datasource_access', viewMenu: '[examples].[sales](id:4)' },
      { permission: 'can_read', viewMenu: 'Chart' },
    ]);
    await services.roles.grant(role.id, [{ permission: 'can_read', viewMenu: 'Chart' }]);
    const granted = (await services.roles.permissionsOf(role.id)).map((pv) => [pv.permission.name, pv.viewMenu.name]);
    // Ordered by view-menu name in the database's collation, which decides where '[' sorts.
    expect(granted).toHaveLength(2);
    expect(granted).toEqual(
      expect.arrayContaining([
        ['datasource_access', '[examples].[sales](id:4)'],
        ['can_read', 'Chart'],
      ]),
    );
    expect((await services.roles.get(role.id)).permissionViewIds).toHaveLength(2);
  });
});
