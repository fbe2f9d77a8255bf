import { planAllObjectPermissions, planObjectPermissions, type DesiredDatabase, type StoredObjectView } from './object-permission.plan';

let nextId = 1;
const view = (permission: string, viewMenu: string): StoredObjectView => ({ id: nextId++, permission, viewMenuId: nextId++, viewMenu });

const sales = (name = 'sales', tableName = 'orders'): DesiredDatabase => ({
  id: 3,
  name,
  datasets: [
    { id: 7, tableName, schema: 'public', catalog: null },
    { id: 8, tableName: 'refunds', schema: 'finance', catalog: 'main' },
  ],
});

describe('planObjectPermissions', () => {
  it('ensures database, dataset and schema access for a new database and its datasets', () => {
    const plan = planObjectPermissions([], { databaseId: 3, database: sales() });
    expect(plan.ensure).toEqual([
      { permission: 'database_access', viewMenu: '[sales].(id:3)' },
      { permission: 'datasource_access', viewMenu: '[sales].[orders](id:7)' },
      { permission: 'datasource_access', viewMenu: '[sales].[refunds](id:8)' },
      { permission: 'schema_access', viewMenu: '[sales].[public]' },
      { permission: 'schema_access', viewMenu: '[sales].[main].[finance]' },
    ]);
    expect(plan.rename).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('renames every view menu of a renamed database in place', () => {
    const database = view('database_access', '[old].(id:3)');
    const orders = view('datasource_access', '[old].[orders](id:7)');
    const schema = view('schema_access', '[old].[public]');
    const catalogSchema = view('schema_access', '[old].[main].[finance]');
    const otherDatabase = view('database_access', '[old sales].(id:4)');
    const otherSchema = view('schema_access', '[old sales].[public]');
    const plan = planObjectPermissions([database, orders, schema, catalogSchema, otherDatabase, otherSchema], {
      databaseId: 3,
      database: sales(),
      previousName: 'old',
    });
    expect(plan.rename).toEqual([
      { viewMenuId: database.viewMenuId, from: '[old].(id:3)', to: '[sales].(id:3)' },
      { viewMenuId: orders.viewMenuId, from: '[old].[orders](id:7)', to: '[sales].[orders](id:7)' },
      { viewMenuId: schema.viewMenuId, from: '[old].[public]', to: '[sales].[public]' },
      { viewMenuId: catalogSchema.viewMenuId, from: '[old].[main].[finance]', to: '[sales].[main].[finance]' },
    ]);
    expect(plan.remove).toEqual([]);
  });

  it('finds the earlier database name from its stored database_access view when the change does not give it', () => {
    const database = view('database_access', '[old].(id:3)');
    const schema = view('schema_access', '[old].[public]');
    const plan = planObjectPermissions([database, schema], { databaseId: 3, database: sales() });
    expect(plan.rename.map((rename) => rename.to)).toEqual(['[sales].(id:3)', '[sales].[public]']);
  });

  it('renames the view menu of a dataset whose table was renamed, matched by its id', () => {
    const orders = view('datasource_access', '[sales].[orders](id:7)');
    const unrelated = view('datasource_access', '[sales].[orders](id:70)');
    const plan = planObjectPermissions([orders, unrelated], { databaseId: 3, database: sales('sales', 'purchases') });
    expect(plan.rename).toEqual([{ viewMenuId: orders.viewMenuId, from: '[sales].[orders](id:7)', to: '[sales].[purchases](id:7)' }]);
    expect(plan.ensure).toContainEqual({ permission: 'datasource_access', viewMenu: '[sales].[purchases](id:7)' });
  });

  it('leaves a stale view menu alone when its new name is already taken', () => {
    const stale = view('datasource_access', '[sales].[orders](id:7)');
    const fresh = view('datasource_access', '[sales].[purchases](id:7)');
    expect(planObjectPermissions([stale, fresh], { databaseId: 3, database: sales('sales', 'purchases') }).rename).toEqual([]);
  });

  it('removes the views of deleted datasets only', () => {
    const orders = view('datasource_access', '[sales].[orders](id:7)');
    const gone = view('datasource_access', '[sales].[returns](id:9)');
    const schema = view('schema_access', '[sales].[public]');
    const plan = planObjectPermissions([orders, gone, schema], { databaseId: 3, database: sales(), removedDatasetIds: [9] });
    expect(plan.remove).toEqual([gone.id]);
  });

  it('removes the database, dataset and schema views of a deleted database', () => {
    const database = view('database_access', '[sales].(id:3)');
    const orders = view('datasource_access', '[sales].[orders](id:7)');
    const schema = view('schema_access', '[sales].[public]');
    const catalog = view('catalog_access', '[sales].[main]');
    const otherDatabase = view('database_access', '[sales2].(id:4)');
    const otherSchema = view('schema_access', '[sales2].[public]');
    const plan = planObjectPermissions([database, orders, schema, catalog, otherDatabase, otherSchema], {
      databaseId: 3,
      database: null,
      previousName: 'sales',
      removedDatasetIds: [7],
    });
    expect(plan.remove.sort()).toEqual([database.id, orders.id, schema.id, catalog.id].sort());
    expect(plan.ensure).toEqual([]);
  });
});

describe('planAllObjectPermissions', () => {
  it('keeps existing objects and removes the views of databases and datasets that are gone', () => {
    const database = view('database_access', '[sales].(id:3)');
    const orders = view('datasource_access', '[sales].[orders](id:7)');
    const goneDataset = view('datasource_access', '[sales].[old](id:99)');
    const goneDatabase = view('database_access', '[legacy].(id:5)');
    const goneSchema = view('schema_access', '[legacy].[public]');
    const plan = planAllObjectPermissions([database, orders, goneDataset, goneDatabase, goneSchema], [sales()]);
    expect(plan.remove.sort()).toEqual([goneDataset.id, goneDatabase.id, goneSchema.id].sort());
    expect(plan.rename).toEqual([]);
    expect(plan.ensure).toContainEqual({ permission: 'database_access', viewMenu: '[sales].(id:3)' });
  });
});
