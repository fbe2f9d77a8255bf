/**
 * View-menu names of per-object permissions, spelled as Superset spells them so exported role
 * definitions and `/api/v1/me/roles/` answers match.
 */

/** `database_access` view menu: `[examples].(id:1)`. */
export function databasePermissionView(databaseName: string, databaseId: number): string {
  return `[${databaseName}].(id:${databaseId})`;
}

/** `catalog_access` view menu: `[examples].[main]`. */
export function catalogPermissionView(databaseName: string, catalog: string): string {
  return `[${databaseName}].[${catalog}]`;
}

/** `schema_access` view menu: `[examples].[public]`, or `[examples].[main].[public]` inside a catalog. */
export function schemaPermissionView(databaseName: string, schema: string, catalog?: string | null): string {
  return catalog ? `[${databaseName}].[${catalog}].[${schema}]` : `[${databaseName}].[${schema}]`;
}

/** `datasource_access` view menu: `[examples].[birth_names](id:7)`. */
export function datasetPermissionView(databaseName: string, tableName: string, datasetId: number): string {
  return `[${databaseName}].[${tableName}](id:${datasetId})`;
}
