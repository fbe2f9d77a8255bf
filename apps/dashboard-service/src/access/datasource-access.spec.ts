import type { DashboardDatasetView } from '@tessera/contracts';
import { DatasourceAccess } from './datasource-access';

const dataset = (id: number, databaseId: number, databaseName: string, schema: string | null, catalog: string | null = null) =>
  ({
    id,
    uid: `${id}__table`,
    name: 't',
    table_name: 't',
    type: 'table',
    schema,
    catalog,
    database: { id: databaseId, database_name: databaseName },
    columns: [],
    metrics: [],
  }) as DashboardDatasetView;

describe("datasource access from the caller's permissions", () => {
  it('grants everything with all_datasource_access or all_database_access', () => {
    expect(DatasourceAccess.of(['all_datasource_access|all_datasource_access']).allows(9)).toBe(true);
    expect(DatasourceAccess.of(['all_database_access|all_database_access']).allows(9)).toBe(true);
  });

  it('grants one dataset by its id', () => {
    const access = DatasourceAccess.of(['datasource_access|[examples].[birth_names](id:7)']);
    expect(access.allows(7)).toBe(true);
    expect(access.allows(8)).toBe(false);
    expect(access.needsDatasetDetails).toBe(false);
  });

  it('grants a database by id, a schema and a catalog by name', () => {
    const access = DatasourceAccess.of([
      'database_access|[examples].(id:1)',
      'schema_access|[warehouse].[finance]',
      'catalog_access|[lake].[main]',
      'schema_access|[lake].[other].[sales]',
    ]);
    expect(access.needsDatasetDetails).toBe(true);
    expect(access.allows(3, dataset(3, 1, 'examples', 'public'))).toBe(true);
    expect(access.allows(4, dataset(4, 2, 'warehouse', 'finance'))).toBe(true);
    expect(access.allows(5, dataset(5, 2, 'warehouse', 'hr'))).toBe(false);
    expect(access.allows(6, dataset(6, 3, 'lake', 'x', 'main'))).toBe(true);
    expect(access.allows(7, dataset(7, 3, 'lake', 'sales', 'other'))).toBe(true);
    expect(access.allows(8, dataset(8, 3, 'lake', 'sales', null))).toBe(false);
    expect(access.allows(3)).toBe(false);
  });

  it('ignores permissions that grant no data', () => {
    const access = DatasourceAccess.of(['can_read|Dashboard', 'garbage', 'datasource_access|[examples].[t]']);
    expect(access.isEmpty).toBe(true);
    expect(DatasourceAccess.of(undefined).isEmpty).toBe(true);
  });
});
