import type { Caller, DatabaseConnectionInfo, SqlTableRef } from '@tessera/contracts';

const VIEW_ID = /\(id:(\d+)\)$/;

/** The caller's `perm|view` data-access strings, split. */
function accessGrants(caller: Caller | undefined): { name: string; view: string }[] {
  return (caller?.accessPermissions ?? []).map((permission) => {
    const split = permission.indexOf('|');
    return split < 0 ? { name: permission, view: '' } : { name: permission.slice(0, split), view: permission.slice(split + 1) };
  });
}

/** Whether the caller holds the Admin role. */
export function isAdmin(caller: Caller | undefined): boolean {
  return caller?.roles.some((role) => role.toLowerCase() === 'admin') ?? false;
}

/** Whether the caller may read every table of the database (Admin, all-database or this database). */
export function seesWholeDatabase(database: DatabaseConnectionInfo, caller: Caller | undefined): boolean {
  if (isAdmin(caller)) return true;
  return accessGrants(caller).some(({ name, view }) => {
    if (name === 'all_database_access' || name === 'all_datasource_access') return true;
    return name === 'database_access' && Number(VIEW_ID.exec(view)?.[1]) === database.id;
  });
}

/**
 * The tables (schemas already resolved) outside the caller's `schema_access` (`[db].[schema]`,
 * `[db].[catalog].[schema]`) and `catalog_access` (`[db].[catalog]`) grants.
 */
export function tablesOutsideGrantedSchemas<T extends SqlTableRef>(
  database: DatabaseConnectionInfo,
  tables: readonly T[],
  caller: Caller | undefined,
): T[] {
  const grants = accessGrants(caller);
  const views = (kind: string) => new Set(grants.filter(({ name }) => name === kind).map(({ view }) => view));
  const schemas = views('schema_access');
  const catalogs = views('catalog_access');
  const db = `[${database.database_name}]`;
  return tables.filter(({ catalog, schema }) => {
    if (catalog && (catalogs.has(`${db}.[${catalog}]`) || (schema && schemas.has(`${db}.[${catalog}].[${schema}]`)))) return false;
    return !(schema && schemas.has(`${db}.[${schema}]`));
  });
}

/**
 * Ids of the datasets the caller holds `datasource_access` on (`[db].[table](id:N)`). Matched by id
 * alone: the database name in the view goes stale when the database is renamed.
 */
export function grantedDatasetIds(caller: Caller | undefined): Set<number> {
  const ids = accessGrants(caller)
    .filter(({ name }) => name === 'datasource_access')
    .map(({ view }) => VIEW_ID.exec(view)?.[1])
    .filter((id): id is string => id !== undefined);
  return new Set(ids.map(Number));
}

/**
 * Superset's per-table dataset rule: a table is readable when the caller may access any of the
 * physical datasets over it. `datasetIds[i]` lists the datasets over `tables[i]`.
 */
export function tablesWithoutDatasetGrant<T>(
  tables: readonly T[],
  datasetIds: readonly (readonly number[])[],
  granted: ReadonlySet<number>,
): T[] {
  return tables.filter((_, index) => !(datasetIds[index] ?? []).some((id) => granted.has(id)));
}
