import {
  ErrorCode,
  SupersetErrorType,
  tablesAccessDenied,
  TesseraError,
  type Caller,
  type DatabaseConnectionInfo,
  type PhysicalDatasetIdsRequest,
  type SqlTableRef,
} from '@tessera/contracts';
import { grantedDatasetIds, seesWholeDatabase, tablesOutsideGrantedSchemas, tablesWithoutDatasetGrant } from './sql-access-grants';
import { serverText } from '@tessera/platform';

/** Per requested table, the ids of the physical datasets over it (the chart-data service answers). */
export type PhysicalDatasetIdsOf = (request: PhysicalDatasetIdsRequest) => Promise<number[][]>;

/** The schema unqualified names resolve in when the editor picked none. */
export function defaultSchemaOf(database: DatabaseConnectionInfo): string | null {
  if (database.engine === 'postgresql') return 'public';
  if (database.engine === 'duckdb') return 'main';
  if (database.engine === 'mysql' || database.engine === 'mariadb') {
    try {
      return decodeURIComponent(new URL(database.uri).pathname.replace(/^\//, '')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

const tableName = (table: SqlTableRef) => [table.catalog, table.schema, table.table].filter((part): part is string => !!part).join('.');

function tablesAccessError(tables: readonly SqlTableRef[]): TesseraError {
  return tablesAccessDenied(tables.map(tableName));
}

/**
 * Superset's `raise_for_access(query=…)` for the SQL editor: the database must be exposed in the
 * editor, and a caller without access to the whole database needs, for every table the script
 * names, its schema (or catalog) or `datasource_access` on a physical dataset over it. Datasets are
 * only looked up for tables the schema grants leave out, and only for callers holding dataset grants.
 */
export async function assertSqlAccess(
  database: DatabaseConnectionInfo,
  tables: readonly SqlTableRef[],
  editorSchema: string | null,
  caller: Caller | undefined,
  physicalDatasetIdsOf: PhysicalDatasetIdsOf,
): Promise<void> {
  if (!database.expose_in_sqllab) {
    throw new TesseraError(ErrorCode.FORBIDDEN, serverText('The database %s is not exposed in SQL Lab.', database.database_name), {
      errorType: SupersetErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    });
  }
  if (seesWholeDatabase(database, caller)) return;
  const databaseSchema = defaultSchemaOf(database);
  const resolved = tables.map((table) => ({ ...table, schema: table.schema ?? editorSchema ?? databaseSchema }));
  let denied = tablesOutsideGrantedSchemas(database, resolved, caller);
  const datasetGrants = grantedDatasetIds(caller);
  if (denied.length > 0 && datasetGrants.size > 0) {
    const datasetIds = await physicalDatasetIdsOf({ database_id: database.id, default_schema: databaseSchema, tables: denied });
    denied = tablesWithoutDatasetGrant(denied, datasetIds, datasetGrants);
  }
  if (denied.length > 0) throw tablesAccessError(denied);
}
