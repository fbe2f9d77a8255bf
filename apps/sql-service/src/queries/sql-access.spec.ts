import { ErrorCode, SupersetErrorType, type Caller, type DatabaseConnectionInfo } from '@tessera/contracts';
import { assertSqlAccess, type PhysicalDatasetIdsOf } from './sql-access';

const warehouse: DatabaseConnectionInfo = {
  id: 3,
  database_name: 'warehouse',
  engine: 'postgresql',
  backend: 'postgresql',
  uri: 'postgresql://u@h/db',
  allow_dml: false,
  allow_run_async: false,
  allow_ctas: false,
  allow_cvas: false,
  expose_in_sqllab: true,
  force_ctas_schema: null,
  cache_timeout: null,
  extra: {},
};
const callerWith = (...accessPermissions: string[]): Caller => ({ userId: 2, username: 'bob', roles: ['sql_lab'], accessPermissions });
const table = (name: string, schema: string | null = null, catalog: string | null = null) => ({ table: name, schema, catalog });
/** A lookup that must not be asked. */
const noLookup: PhysicalDatasetIdsOf = () => Promise.reject(new Error('datasets looked up'));
/** The physical datasets over each `schema.table`. */
const datasetsOver = (ids: Record<string, number[]>) =>
  jest.fn<ReturnType<PhysicalDatasetIdsOf>, Parameters<PhysicalDatasetIdsOf>>(async ({ tables }) =>
    tables.map((t) => ids[`${t.schema}.${t.table}`] ?? []),
  );

describe('assertSqlAccess', () => {
  it('lets callers with access to the whole database read any table', async () => {
    for (const caller of [
      callerWith('database_access|[warehouse].(id:3)'),
      callerWith('all_database_access|all_database_access'),
      { userId: 1, username: 'a', roles: ['Admin'] },
    ]) {
      await expect(assertSqlAccess(warehouse, [table('secret', 'hr')], null, caller, noLookup)).resolves.toBeUndefined();
    }
  });

  it('needs the schema of every table, unqualified names resolving in the editor schema or the default one', async () => {
    const bob = callerWith('schema_access|[warehouse].[public]', 'database_access|[other].(id:4)');
    await expect(assertSqlAccess(warehouse, [table('sales'), table('regions', 'public')], null, bob, noLookup)).resolves.toBeUndefined();
    await expect(assertSqlAccess(warehouse, [table('sales'), table('salaries', 'hr')], null, bob, noLookup)).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      errorType: SupersetErrorType.TABLE_SECURITY_ACCESS_ERROR,
      message: 'You need access to the following tables: `hr.salaries`, `all_database_access` or `all_datasource_access` permission',
      extra: { tables: ['hr.salaries'] },
    });
    await expect(assertSqlAccess(warehouse, [table('sales')], 'hr', bob, noLookup)).rejects.toMatchObject({
      extra: { tables: ['hr.sales'] },
    });
    await expect(assertSqlAccess(warehouse, [], 'hr', bob, noLookup)).resolves.toBeUndefined();
  });

  it('accepts catalog grants for catalog-qualified tables', async () => {
    await expect(
      assertSqlAccess(warehouse, [table('t', 's', 'main')], null, callerWith('catalog_access|[warehouse].[main]'), noLookup),
    ).resolves.toBeUndefined();
    await expect(
      assertSqlAccess(warehouse, [table('t', 's', 'main')], null, callerWith('schema_access|[warehouse].[main].[s]'), noLookup),
    ).resolves.toBeUndefined();
  });

  it('accepts dataset grants on a physical dataset over the table, asking only about tables the schema grants leave out', async () => {
    const carol = callerWith('schema_access|[warehouse].[public]', 'datasource_access|[warehouse].[salaries](id:12)');
    const lookup = datasetsOver({ 'hr.salaries': [11, 12], 'hr.bonuses': [13] });
    await expect(assertSqlAccess(warehouse, [table('sales'), table('salaries', 'hr')], null, carol, lookup)).resolves.toBeUndefined();
    expect(lookup).toHaveBeenCalledWith({ database_id: 3, default_schema: 'public', tables: [table('salaries', 'hr')] });

    await expect(assertSqlAccess(warehouse, [table('salaries'), table('bonuses')], 'hr', carol, lookup)).rejects.toMatchObject({
      errorType: SupersetErrorType.TABLE_SECURITY_ACCESS_ERROR,
      message: 'You need access to the following tables: `hr.bonuses`, `all_database_access` or `all_datasource_access` permission',
      extra: { tables: ['hr.bonuses'] },
    });
    expect(lookup).toHaveBeenLastCalledWith({
      database_id: 3,
      default_schema: 'public',
      tables: [table('salaries', 'hr'), table('bonuses', 'hr')],
    });
  });

  it('resolves unqualified names on DuckDB in its default schema, main', async () => {
    const ducks = { ...warehouse, engine: 'duckdb', backend: 'duckdb', database_name: 'ducks', uri: 'duckdb:///x.duckdb' };
    const dana = callerWith('datasource_access|[ducks].[birth_names](id:21)');
    const lookup = datasetsOver({ 'main.birth_names': [21] });
    await expect(assertSqlAccess(ducks, [table('birth_names')], null, dana, lookup)).resolves.toBeUndefined();
    expect(lookup).toHaveBeenCalledWith({ database_id: 3, default_schema: 'main', tables: [table('birth_names', 'main')] });
  });

  it('does not look datasets up for callers without dataset grants', async () => {
    await expect(
      assertSqlAccess(warehouse, [table('salaries', 'hr')], null, callerWith('schema_access|[warehouse].[public]'), noLookup),
    ).rejects.toMatchObject({
      extra: { tables: ['hr.salaries'] },
    });
  });

  it('refuses databases not exposed in SQL Lab, even to Admin', async () => {
    await expect(
      assertSqlAccess({ ...warehouse, expose_in_sqllab: false }, [], null, { userId: 1, username: 'a', roles: ['Admin'] }, noLookup),
    ).rejects.toMatchObject({
      code: ErrorCode.FORBIDDEN,
      errorType: SupersetErrorType.DATABASE_SECURITY_ACCESS_ERROR,
      message: 'The database warehouse is not exposed in SQL Lab.',
    });
  });
});
