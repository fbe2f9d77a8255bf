import { builtinRolePermissions } from '../catalogue/builtin-roles';
import { PERMISSION_CATALOGUE } from '../catalogue/permission-catalogue';
import { permissionKey } from '../catalogue/permission-pair';
import { SECURITY_MIGRATIONS } from '../migrations/security-migrations';
import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';

describe('security schema and seeding on PostgreSQL', () => {
  let db: TestDatabase;
  let services: ReturnType<typeof securityServices>;

  const roleId = async (name: string) => (await services.roles.findByName(name))?.id as number;
  const grantsOf = async (name: string) =>
    new Set((await services.roles.permissionsOf(await roleId(name))).map((pv) => permissionKey(pv.permission.name, pv.viewMenu.name)));

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource);
  });

  afterAll(() => db?.drop());

  it('creates the tables in the security schema', async () => {
    const rows: { table_name: string }[] = await db.dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'security' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'ab_permission',
      'ab_permission_view',
      'ab_permission_view_role',
      'ab_role',
      'ab_user',
      'ab_user_role',
      'ab_view_menu',
      'api_key',
      'rls_filter',
      'rls_filter_roles',
      'rls_filter_tables',
    ]);
  });

  it('seeds the catalogue and the built-in roles', async () => {
    const report = await services.seeder.sync();
    expect(report.createdPermissionViews).toBe(PERMISSION_CATALOGUE.length);
    expect(report.createdRoles).toEqual(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']);
    expect((await services.roles.list({ pageSize: 100 })).result.map((role) => role.name)).toEqual([
      'Admin',
      'Alpha',
      'Gamma',
      'Public',
      'sql_lab',
    ]);

    const admin = await grantsOf('Admin');
    expect(admin.size).toBe(PERMISSION_CATALOGUE.length);
    const gamma = await grantsOf('Gamma');
    expect(gamma.has('can_read|Dataset')).toBe(true);
    expect(gamma.has('can_write|Dataset')).toBe(false);
    expect(gamma.has('can_write|Chart')).toBe(true);
    expect(gamma.has('all_datasource_access|all_datasource_access')).toBe(false);
    expect((await grantsOf('Alpha')).has('can_write|Dataset')).toBe(true);
    const sqlLab = await grantsOf('sql_lab');
    expect(sqlLab.has('can_sqllab|Superset')).toBe(true);
    expect(sqlLab).toEqual(new Set(builtinRolePermissions('sql_lab').map((pair) => permissionKey(pair.permission, pair.viewMenu))));
    expect((await grantsOf('Public')).size).toBe(0);
  });

  it('changes nothing when run again, and leaves custom roles and Public alone', async () => {
    const before = await db.dataSource.query('SELECT id, permission_id, view_menu_id FROM security.ab_permission_view ORDER BY id');
    const custom = await services.roles.create('Analysts');
    const chartRead = await services.roles.ensurePermissionView({ permission: 'can_read', viewMenu: 'Chart' });
    const dataset = await services.roles.ensurePermissionView({ permission: 'datasource_access', viewMenu: '[examples].[sales](id:3)' });
    await services.roles.setPermissions(custom.id, [chartRead.id, dataset.id]);
    await services.roles.setPermissions(await roleId('Public'), [chartRead.id]);

    expect(await services.seeder.sync()).toEqual({ createdPermissionViews: 0, createdRoles: [], changedRoles: [] });
    expect(
      await db.dataSource.query(
        'SELECT id, permission_id, view_menu_id FROM security.ab_permission_view WHERE view_menu_id IN (SELECT id FROM security.ab_view_menu WHERE name NOT LIKE $1) ORDER BY id',
        ['[%'],
      ),
    ).toEqual(before);
    expect(await grantsOf('Analysts')).toEqual(new Set(['can_read|Chart', 'datasource_access|[examples].[sales](id:3)']));
    expect(await grantsOf('Public')).toEqual(new Set(['can_read|Chart']));
  });

  it('restores a built-in role that was edited', async () => {
    const gammaId = await roleId('Gamma');
    const extra = await services.roles.ensurePermissionView({ permission: 'can_write', viewMenu: 'Dataset' });
    const kept = (await services.roles.get(gammaId)).permissionViewIds.slice(1);
    await services.roles.setPermissions(gammaId, [...kept, extra.id]);
    expect((await services.seeder.sync()).changedRoles).toEqual(['Gamma']);
    expect(await grantsOf('Gamma')).toEqual(
      new Set(builtinRolePermissions('Gamma').map((pair) => permissionKey(pair.permission, pair.viewMenu))),
    );
  });

  it('merges a role into Public when asked (PUBLIC_ROLE_LIKE)', async () => {
    expect((await services.seeder.sync({ publicRoleLike: 'Gamma' })).changedRoles).toEqual(['Public']);
    const publicGrants = await grantsOf('Public');
    expect(publicGrants.has('can_read|Dashboard')).toBe(true);
    expect((await services.seeder.sync({ publicRoleLike: 'Gamma' })).changedRoles).toEqual([]);
    await expect(services.seeder.sync({ publicRoleLike: 'Nobody' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('creates the first admin once', async () => {
    const admin = { username: 'admin', password: 'admin', firstName: 'Superset', lastName: 'Admin', email: 'admin@fab.org' };
    expect(await services.seeder.ensureAdmin(admin)).toBe(true);
    expect(await services.seeder.ensureAdmin({ ...admin, password: 'changed' })).toBe(false);
    const user = await services.users.findByUsername('ADMIN');
    expect(user?.roles.map((role) => role.name)).toEqual(['Admin']);
    expect(await services.users.authenticate('admin', 'admin')).not.toBeNull();
    expect(await services.users.authenticate('admin', 'changed')).toBeNull();
  });

  it('runs seeding concurrently without duplicates', async () => {
    const reports = await Promise.all([services.seeder.sync(), services.seeder.sync(), services.seeder.sync()]);
    expect(reports.every((report) => report.createdPermissionViews === 0)).toBe(true);
    const [{ count }] = await db.dataSource.query('SELECT count(*)::int AS count FROM security.ab_role WHERE name = $1', ['Admin']);
    expect(count).toBe(1);
  });

  it('drops every table on down', async () => {
    for (let undone = 0; undone < SECURITY_MIGRATIONS.length; undone++) await db.dataSource.undoLastMigration({ transaction: 'each' });
    const [{ count }] = await db.dataSource.query(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'security'",
    );
    expect(count).toBe(0);
  });
});
