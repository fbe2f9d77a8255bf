import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';

describe('PermissionResolver on PostgreSQL', () => {
  let db: TestDatabase;
  const clock = { now: Date.UTC(2030, 0, 1) };
  let services: ReturnType<typeof securityServices>;
  const roleIds: Record<string, number> = {};
  let counter = 0;

  const createUser = async (roles: string[]) => {
    counter += 1;
    const user = await services.users.create({
      username: `user${counter}`,
      firstName: 'Test',
      lastName: `User ${counter}`,
      email: `user${counter}@example.com`,
      password: 'secret-password',
      roleIds: roles.map((name) => roleIds[name]),
    });
    return user.id;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource, clock);
    await services.seeder.sync();
    for (const name of ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'])
      roleIds[name] = (await services.roles.findByName(name))?.id as number;
    roleIds.admin = (await services.roles.create('admin')).id;
    roleIds.SalesData = (await services.roles.create('SalesData')).id;
  });

  afterAll(() => db?.drop());

  it("resolves a user's roles and permission pairs", async () => {
    const id = await createUser(['Gamma', 'sql_lab']);
    const access = await services.resolver.accessOf(id);
    expect(access.roles).toEqual(['Gamma', 'sql_lab']);
    expect(access.permissions.has('can_read|Chart')).toBe(true);
    expect(access.permissions.has('can_sqllab|Superset')).toBe(true);
    expect(services.resolver.can(access, 'can_write', 'Dashboard')).toBe(true);
    expect(services.resolver.can(access, 'can_write', 'Dataset')).toBe(false);
    expect(services.resolver.can(access, 'can_grant_guest_token', 'SecurityRestApi')).toBe(false);
    expect(access.digest).toBe(services.resolver.permissionsDigest(access));
  });

  it('gives Admin everything, the role name matched in any case', async () => {
    for (const role of ['Admin', 'admin']) {
      const access = await services.resolver.accessOf(await createUser([role]));
      expect(services.resolver.can(access, 'can_grant_guest_token', 'SecurityRestApi')).toBe(true);
      expect(services.resolver.can(access, 'made_up', 'Anything')).toBe(true);
      expect(services.resolver.canAccessDatasource(access, { databaseName: 'examples', databaseId: 1, tableName: 't', datasetId: 1 })).toBe(
        true,
      );
    }
  });

  it('answers nothing for an unknown user', async () => {
    const access = await services.resolver.accessOf(987_654);
    expect(access.roles).toEqual([]);
    expect(access.permissions.size).toBe(0);
  });

  it('applies datasource access from global and object grants', async () => {
    const target = { databaseName: 'examples', databaseId: 1, schema: 'public', tableName: 'sales', datasetId: 4 };
    const gamma = await services.resolver.accessOf(await createUser(['Gamma']));
    expect(services.resolver.canAccessDatasource(gamma, target)).toBe(false);
    const alpha = await services.resolver.accessOf(await createUser(['Alpha']));
    expect(services.resolver.canAccessDatasource(alpha, target)).toBe(true);

    const salesUser = await createUser(['Gamma', 'SalesData']);
    await services.roles.grant(roleIds.SalesData, [{ permission: 'datasource_access', viewMenu: '[examples].[sales](id:4)' }]);
    const sales = await services.resolver.accessOf(salesUser);
    expect(services.resolver.canAccessDatasource(sales, target)).toBe(true);
    expect(services.resolver.canAccessDatasource(sales, { ...target, tableName: 'costs', datasetId: 5 })).toBe(false);

    await services.roles.grant(roleIds.SalesData, [{ permission: 'schema_access', viewMenu: '[examples].[public]' }]);
    expect(
      services.resolver.canAccessDatasource(await services.resolver.accessOf(salesUser), { ...target, tableName: 'costs', datasetId: 5 }),
    ).toBe(true);
  });

  it('keeps digests stable for equal rights and changes them with the rights', async () => {
    const first = await services.resolver.accessOf(await createUser(['Gamma']));
    const second = await services.resolver.accessOf(await createUser(['Gamma']));
    expect(second.digest).toBe(first.digest);
    expect(second.digest).toMatch(/^[0-9a-f]{64}$/);
    const viaRoles = await services.resolver.accessOfRoles(['Gamma']);
    expect(viaRoles.digest).toBe(first.digest);
    const wider = await services.resolver.accessOf(await createUser(['Gamma', 'sql_lab']));
    expect(wider.digest).not.toBe(first.digest);
  });

  it('drops cached access when memberships or grants change through the services', async () => {
    const id = await createUser(['Gamma']);
    const before = await services.resolver.accessOf(id);
    await services.users.update(id, { roleIds: [roleIds.Gamma, roleIds.sql_lab] });
    const afterMembership = await services.resolver.accessOf(id);
    expect(afterMembership.roles).toEqual(['Gamma', 'sql_lab']);
    expect(afterMembership.digest).not.toBe(before.digest);

    const extra = await services.roles.ensurePermissionView({ permission: 'can_write', viewMenu: 'Dataset' });
    const sqlLab = await services.roles.get(roleIds.sql_lab);
    await services.roles.setPermissions(roleIds.sql_lab, [...sqlLab.permissionViewIds, extra.id]);
    expect((await services.resolver.accessOf(id)).permissions.has('can_write|Dataset')).toBe(true);
    await services.roles.setPermissions(roleIds.sql_lab, sqlLab.permissionViewIds);
    expect((await services.resolver.accessOf(id)).permissions.has('can_write|Dataset')).toBe(false);
  });

  it('serves changes made behind its back once the TTL has passed', async () => {
    const id = await createUser(['Gamma']);
    await services.resolver.accessOf(id);
    await db.dataSource.query('DELETE FROM security.ab_user_role WHERE user_id = $1', [id]);
    expect((await services.resolver.accessOf(id)).roles).toEqual(['Gamma']);
    clock.now += 60_000;
    expect((await services.resolver.accessOf(id)).roles).toEqual([]);
  });

  it('answers /me/roles/ with role pairs and data grants', async () => {
    const id = await createUser(['SalesData', 'Public']);
    const answer = await services.resolver.rolesWithPermissions(id);
    answer.roles.SalesData.sort((a, b) => a[0].localeCompare(b[0]));
    expect(answer).toEqual({
      roles: {
        Public: [],
        SalesData: [
          ['datasource_access', '[examples].[sales](id:4)'],
          ['schema_access', '[examples].[public]'],
        ],
      },
      permissions: { datasource_access: ['[examples].[sales](id:4)'], database_access: [] },
    });
    const gamma = await services.resolver.rolesWithPermissions(await createUser(['Gamma']));
    expect(gamma.roles.Gamma).toContainEqual(['can_read', 'Chart']);
  });

  it('resolves guests as the Public role plus the reads an embedded dashboard needs', async () => {
    const tagRead = await services.roles.ensurePermissionView({ permission: 'can_read', viewMenu: 'Tag' });
    await services.roles.setPermissions(roleIds.Public, [tagRead.id]);
    const guest = await services.resolver.guestAccess();
    expect(guest.roles).toEqual(['Public']);
    expect([...guest.permissions].sort()).toEqual([
      'can_read|Chart',
      'can_read|Dashboard',
      'can_read|DashboardFilterStateRestApi',
      'can_read|DashboardPermalinkRestApi',
      'can_read|EmbeddedDashboard',
      'can_read|Tag',
      'can_write|DashboardFilterStateRestApi',
    ]);
    expect(guest.permissions.has('can_write|Dashboard')).toBe(false);
  });
});
