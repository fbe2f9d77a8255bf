import { ErrorCode, SupersetErrorType, TesseraError, type Caller, type DatabaseConnectionInfo, type SqlTableRef } from '@tessera/contracts';

const DATABASE_VIEW_ID = /\(id:(\d+)\)$/;

/** The schema unqualified names resolve in when the editor picked none. */
function defaultSchemaOf(database: DatabaseConnectionInfo): string | null {
  if (database.engine === 'postgresql') return 'public';
  if (database.engine === 'mysql' || database.engine === 'mariadb') {
    try {
      return decodeURIComponent(new URL(database.uri).pathname.replace(/^\//, '')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether the caller may read every table of the database (Admin, all-database or this database). */
function seesWholeDatabase(database: DatabaseConnectionInfo, caller: Caller | undefined): boolean {
  if (caller?.roles.some((role) => role.toLowerCase() === 'admin')) return true;
  return (caller?.accessPermissions ?? []).some((permission) => {
    const [name, view = ''] = permission.split('|');
    if (name === 'all_database_access' || name === 'all_datasource_access') return true;
    return name === 'database_access' && Number(DATABASE_VIEW_ID.exec(view)?.[1]) === database.id;
  });
}

/** The caller's `schema_access` and `catalog_access` views (`[db].[schema]`, `[db].[catalog].[schema]`, `[db].[catalog]`). */
function grantedViews(caller: Caller | undefined, kind: 'schema_access' | 'catalog_access'): Set<string> {
  const prefix = `${kind}|`;
  return new Set((caller?.accessPermissions ?? []).filter((permission) => permission.startsWith(prefix)).map((permission) => permission.slice(prefix.length)));
}

const tableName = (table: SqlTableRef) => [table.catalog, table.schema, table.table].filter((part): part is string => !!part).join('.');

/**
 * Superset's `raise_for_access(query=…)` for the SQL editor: the database must be exposed in the
 * editor, and a caller without access to the whole database needs the schema (or catalog) of every
 * table the script names. Grants on single datasets are not enough here, as a table name alone
 * cannot tell which dataset it is.
 */
export function assertSqlAccess(database: DatabaseConnectionInfo, tables: readonly SqlTableRef[], editorSchema: string | null, caller: Caller | undefined): void {
  if (!database.expose_in_sqllab) {
    throw new TesseraError(ErrorCode.FORBIDDEN, `The database ${database.database_name} is not exposed in SQL Lab.`, {
      errorType: SupersetErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    });
  }
  if (seesWholeDatabase(database, caller)) return;
  const schemas = grantedViews(caller, 'schema_access');
  const catalogs = grantedViews(caller, 'catalog_access');
  const db = `[${database.database_name}]`;
  const defaultSchema = editorSchema ?? defaultSchemaOf(database);
  const denied = tables.filter((table) => {
    const schema = table.schema ?? defaultSchema;
    if (table.catalog && (catalogs.has(`${db}.[${table.catalog}]`) || (schema && schemas.has(`${db}.[${table.catalog}].[${schema}]`)))) return false;
    return !(schema && schemas.has(`${db}.[${schema}]`));
  });
  if (denied.length === 0) return;
  const names = denied.map((table) => tableName({ ...table, schema: table.schema ?? defaultSchema }));
  throw new TesseraError(
    ErrorCode.FORBIDDEN,
    `You need access to the following tables: ${names.map((name) => `\`${name}\``).join(', ')}, \`all_database_access\` or \`all_datasource_access\` permission`,
    { errorType: SupersetErrorType.TABLE_SECURITY_ACCESS_ERROR, extra: { tables: names } },
  );
}
