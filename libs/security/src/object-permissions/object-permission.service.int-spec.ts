import { ViewMenuEntity } from '../entities/view-menu.entity';
import { openTestDatabase, securityServices, type TestDatabase } from '../testing/security-test-database';
import { ObjectPermissionService } from './object-permission.service';

describe('ObjectPermissionService on PostgreSQL', () => {
  let db: TestDatabase;
  let services: ReturnType<typeof securityServices>;
  let invalidations = 0;
  let objects: ObjectPermissionService;

  const viewsOf = async (search: string) =>
    (await services.roles.listPermissionViews({ search, pageSize: 100 })).result.map(
      (view) => `${view.permission.name} ${view.viewMenu.name}`,
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    services = securityServices(db.dataSource);
    await services.seeder.sync();
    objects = new ObjectPermissionService(db.dataSource, { invalidateUser: () => undefined, invalidateAll: () => invalidations++ });
  });

  afterAll(() => db?.drop());

  it('creates, renames in place and removes the views of a database, keeping role grants', async () => {
    const sales = { id: 3, name: 'sales', datasets: [{ id: 7, tableName: 'orders', schema: 'public', catalog: null }] };
    await objects.reconcileAll([sales]);
    expect(await viewsOf('sales')).toEqual([
      'database_access [sales].(id:3)',
      'datasource_access [sales].[orders](id:7)',
      'schema_access [sales].[public]',
    ]);

    const role = await services.roles.create('Orders');
    await services.roles.grant(role.id, [{ permission: 'datasource_access', viewMenu: '[sales].[orders](id:7)' }]);
    const [granted] = await services.roles.permissionsOf(role.id);
    const before = invalidations;
    await objects.reconcileDatabase({ databaseId: 3, database: { ...sales, name: 'revenue' }, previousName: 'sales' });
    expect(await viewsOf('sales')).toEqual([]);
    expect(await services.roles.permissionsOf(role.id)).toEqual([
      { ...granted, viewMenu: { id: granted.viewMenu.id, name: '[revenue].[orders](id:7)' } },
    ]);
    expect(invalidations).toBeGreaterThan(before);

    // At start-up, the views of a dataset and a database that no longer exist go, with their view menus.
    await objects.reconcileAll([]);
    expect(await viewsOf('revenue')).toEqual([]);
    expect(await services.roles.permissionsOf(role.id)).toEqual([]);
    expect(await db.dataSource.manager.countBy(ViewMenuEntity, { name: '[revenue].[public]' })).toBe(0);
  });
});
