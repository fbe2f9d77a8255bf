import { DatasetAccess, type DatasetLocation } from './dataset-access';

const sales: DatasetLocation = { id: 7, databaseId: 1, databaseName: 'examples', schema: 'public', catalog: null };
const ledger: DatasetLocation = { id: 8, databaseId: 2, databaseName: 'warehouse', schema: 'finance', catalog: 'main' };

describe('dataset access', () => {
  it('reads every kind of data-access permission', () => {
    expect(DatasetAccess.of(['all_datasource_access|all_datasource_access']).allows(ledger)).toBe(true);
    expect(DatasetAccess.of(['all_database_access|all_database_access']).all).toBe(true);
    expect(DatasetAccess.of(['datasource_access|[examples].[sales](id:7)']).allows(sales)).toBe(true);
    expect(DatasetAccess.of(['datasource_access|[examples].[sales](id:7)']).allows(ledger)).toBe(false);
    expect(DatasetAccess.of(['database_access|[warehouse].(id:2)']).allows(ledger)).toBe(true);
    expect(DatasetAccess.of(['schema_access|[examples].[public]']).allows(sales)).toBe(true);
    expect(DatasetAccess.of(['schema_access|[warehouse].[main].[finance]']).allows(ledger)).toBe(true);
    expect(DatasetAccess.of(['catalog_access|[warehouse].[main]']).allows(ledger)).toBe(true);
  });

  it('grants nothing for other permissions, malformed ones or none', () => {
    for (const permissions of [undefined, [], ['can_read|Chart'], ['datasource_access']]) {
      const access = DatasetAccess.of(permissions);
      expect(access.allows(sales)).toBe(false);
      expect(access.condition('ds', 'db')).toEqual({ sql: 'FALSE', params: {} });
    }
    expect(DatasetAccess.of(['schema_access|[examples].[private]']).allows(sales)).toBe(false);
  });

  it('writes the same rule as SQL with bound values', () => {
    expect(DatasetAccess.of(['all_datasource_access|all_datasource_access']).condition('ds', 'db')).toBeNull();
    const condition = DatasetAccess.of([
      'datasource_access|[x].[y](id:7)',
      'database_access|[w].(id:2)',
      "schema_access|[examples].[pub']lic]",
    ]).condition('ds', 'db');
    expect(condition?.sql).toContain('ds.id IN (:...access_datasets)');
    expect(condition?.sql).toContain('ds.database_id IN (:...access_databases)');
    expect(condition?.sql).not.toContain("pub'lic");
    expect(condition?.params).toMatchObject({ access_datasets: [7], access_databases: [2], access_schemas: ["[examples].[pub']lic]"] });
  });
});

describe('DatasetAccess for databases', () => {
  it('shows a database with access to it or to anything inside it', () => {
    const access = DatasetAccess.of([
      'database_access|[warehouse].(id:1)',
      'schema_access|[lake].[public]',
      'datasource_access|[mart].[sales](id:9)',
    ]);
    expect(access.allowsDatabase({ id: 1, databaseName: 'warehouse' })).toBe(true);
    expect(access.allowsDatabase({ id: 2, databaseName: 'lake' })).toBe(true);
    expect(access.allowsDatabase({ id: 3, databaseName: 'mart' })).toBe(true);
    expect(access.allowsDatabase({ id: 4, databaseName: 'secret' })).toBe(false);
    expect(DatasetAccess.of(['all_database_access|all_database_access']).allowsDatabase({ id: 4, databaseName: 'secret' })).toBe(true);
    expect(DatasetAccess.of([]).databaseCondition('db')?.sql).toBe('FALSE');
  });
});
