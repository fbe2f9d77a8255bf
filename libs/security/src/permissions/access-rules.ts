import { createHash } from 'node:crypto';
import {
  catalogPermissionView,
  databasePermissionView,
  datasetPermissionView,
  schemaPermissionView,
} from '../catalogue/object-permissions';
import { permissionKey } from '../catalogue/permission-pair';
import type { AccessSubject, DatasourceTarget } from './access.types';

/** Whether one of the roles is Admin, in any letter case. */
export function isAdmin(subject: Pick<AccessSubject, 'roles'>): boolean {
  return subject.roles.some((role) => role.toLowerCase() === 'admin');
}

/** Admin has every right; anyone else needs the exact pair. */
export function can(subject: AccessSubject, permission: string, viewMenu: string): boolean {
  return isAdmin(subject) || subject.permissions.has(permissionKey(permission, viewMenu));
}

/**
 * Superset's datasource access rule: any of all-datasource, all-database, the database, the
 * catalog, the schema (catalog-qualified when the target has a catalog) or the dataset itself.
 */
export function canAccessDatasource(subject: AccessSubject, target: DatasourceTarget): boolean {
  if (isAdmin(subject)) return true;
  const has = (permission: string, viewMenu: string) => subject.permissions.has(permissionKey(permission, viewMenu));
  if (has('all_datasource_access', 'all_datasource_access') || has('all_database_access', 'all_database_access')) return true;
  const { databaseName, databaseId, catalog, schema, tableName, datasetId } = target;
  if (isId(databaseId) && has('database_access', databasePermissionView(databaseName, databaseId))) return true;
  if (catalog && has('catalog_access', catalogPermissionView(databaseName, catalog))) return true;
  if (schema && has('schema_access', schemaPermissionView(databaseName, schema, catalog))) return true;
  return !!tableName && isId(datasetId) && has('datasource_access', datasetPermissionView(databaseName, tableName, datasetId));
}

/**
 * A stable sha256 (hex) of what the subject may do: its sorted permission set and whether it is
 * Admin. Equal digests mean equal rights, so it can stand in for the subject in cache keys.
 */
export function permissionsDigest(subject: AccessSubject): string {
  const sorted = [...subject.permissions].sort();
  return createHash('sha256')
    .update(JSON.stringify({ admin: isAdmin(subject), permissions: sorted }))
    .digest('hex');
}

function isId(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}
