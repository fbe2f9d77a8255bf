import { ErrorCode, SupersetErrorType, type Caller, type DatabaseConnectionInfo } from '@tessera/contracts';
import { assertSqlAccess } from './sql-access';

const warehouse: DatabaseConnectionInfo = {
  id: 3, database_name: 'warehouse', engine: 'postgresql', backend: 'postgresql', uri: 'postgresql://u@h/db',
  allow_dml: false, allow_run_async: false, allow_ctas: false, allow_cvas: false, expose_in_sqllab: true, force_ctas_schema: null, cache_timeout: null, extra: {},
};
const callerWith = (...accessPermissions: string[]): Caller => ({ userId: 2, username: 'bob', roles: ['sql_lab'], accessPermissions });
const table = (name: string, schema: string | null = null, catalog: string | null = null) => ({ table: name, schema, catalog });

describe('assertSqlAccess', () => {
  it('lets callers with access to the whole database read any table', () => {
    for (const caller of [callerWith('database_access|[warehouse].(id:3)'), callerWith('all_database_access|all_database_access'), { userId: 1, username: 'a', roles: ['Admin'] }]) {
      expect(() => assertSqlAccess(warehouse, [table('secret', 'hr')], null, caller)).not.toThrow();
    }
  });

  it('needs the schema of every table, unqualified names resolving in the editor schema or the default one', () => {
    const bob = callerWith('schema_access|[warehouse].[public]', 'database_access|[other].(id:4)');
    expect(() => assertSqlAccess(warehouse, [table('sales'), table('regions', 'public')], null, bob)).not.toThrow();
    expect(() => assertSqlAccess(warehouse, [table('sales'), table('salaries', 'hr')], null, bob)).toThrow(
      expect.objectContaining({
        code: ErrorCode.FORBIDDEN,
        errorType: SupersetErrorType.TABLE_SECURITY_ACCESS_ERROR,
        message: 'You need access to the following tables: `hr.salaries`, `all_database_access` or `all_datasource_access` permission',
        extra: { tables: ['hr.salaries'] },
      }),
    );
    expect(() => assertSqlAccess(warehouse, [table('sales')], 'hr', bob)).toThrow(expect.objectContaining({ extra: { tables: ['hr.sales'] } }));
    expect(() => assertSqlAccess(warehouse, [], 'hr', bob)).not.toThrow();
  });

  it('accepts catalog grants for catalog-qualified tables', () => {
    expect(() => assertSqlAccess(warehouse, [table('t', 's', 'main')], null, callerWith('catalog_access|[warehouse].[main]'))).not.toThrow();
    expect(() => assertSqlAccess(warehouse, [table('t', 's', 'main')], null, callerWith('schema_access|[warehouse].[main].[s]'))).not.toThrow();
  });

  it('refuses databases not exposed in SQL Lab, even to Admin', () => {
    expect(() => assertSqlAccess({ ...warehouse, expose_in_sqllab: false }, [], null, { userId: 1, username: 'a', roles: ['Admin'] })).toThrow(
      expect.objectContaining({ code: ErrorCode.FORBIDDEN, errorType: SupersetErrorType.DATABASE_SECURITY_ACCESS_ERROR, message: 'The database warehouse is not exposed in SQL Lab.' }),
    );
  });
});
