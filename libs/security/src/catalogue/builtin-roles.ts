import { OBJECT_PERMISSIONS, PERMISSION_CATALOGUE } from './permission-catalogue';
import { permissionKey, type PermissionPair } from './permission-pair';

/** The roles `superset init` maintains. */
export const BUILTIN_ROLE_NAMES = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public'] as const;
/** Name of a role `superset init` maintains. */
export type BuiltinRoleName = (typeof BUILTIN_ROLE_NAMES)[number];

/** Role embedded-dashboard guests act as (Superset's `GUEST_ROLE_NAME` default). */
export const GUEST_ROLE_NAME = 'Public';

const ADMIN_ONLY_VIEW_MENUS = new Set([
  'Security',
  'List Users',
  'List Roles',
  'Row Level Security',
  'Action Log',
  'Log',
  'SQL Lab',
  'User',
  'Role',
  'Permission',
  'ViewMenu',
  'PermissionViewMenu',
]);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'can_grant_guest_token',
  'can_set_embedded',
  'all_query_access',
  'can_warm_up_cache',
  'can_invalidate',
]);
/** Only read permissions of these go beyond Admin. */
const READ_ONLY_MODEL_VIEWS = new Set(['Database']);

const ALPHA_ONLY_VIEW_MENUS = new Set([
  'Alerts & Report',
  'Annotation Layers',
  'Annotation',
  'CSS Templates',
  'CssTemplate',
  'ImportExportRestApi',
  'Manage',
  'Queries',
  'ReportSchedule',
  'TableSchemaView',
]);
const ALPHA_ONLY_PERMISSIONS = new Set(['all_database_access', 'all_datasource_access']);
const ALPHA_ONLY_PAIRS = new Set([permissionKey('can_upload', 'Database')]);
/** Gamma gets only the read permissions of these. */
const GAMMA_READ_ONLY_MODEL_VIEWS = new Set(['Dataset', 'Datasource', 'Database']);
const READ_ONLY_PERMISSIONS = new Set([
  'can_read',
  'can_get',
  'can_list',
  'can_show',
  'can_get_column_values',
  'can_external_metadata',
  'can_external_metadata_by_name',
]);
const ACCESSIBLE_TO_ALL_PERMISSIONS = new Set(['can_recent_activity']);

const pairs = (entries: [string, string][]) => new Set(entries.map(([permission, viewMenu]) => permissionKey(permission, viewMenu)));

/** The SQL editor: granted only through `sql_lab` (and Admin), never to Alpha or Gamma. */
const SQLLAB_ONLY_PAIRS = pairs([
  ['can_read', 'SavedQuery'],
  ['can_write', 'SavedQuery'],
  ['can_export', 'SavedQuery'],
  ['can_read', 'Query'],
  ['can_export_csv', 'Query'],
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_estimate_query_cost', 'SQL Lab'],
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
]);
/**
 * Shared with other roles but needed by a `sql_lab`-only user. The table-schema panel is added to
 * Superset's list because the editor persists its expanded tables through it.
 */
const SQLLAB_EXTRA_PAIRS = pairs([
  ['can_csv', 'Superset'],
  ['can_read', 'Superset'],
  ['can_read', 'Database'],
  ['can_post', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
  ['can_expanded', 'TableSchemaView'],
]);

const isObjectPermission = (pair: PermissionPair) => (OBJECT_PERMISSIONS as readonly string[]).includes(pair.permission);
const isSqlLabOnly = (pair: PermissionPair) => SQLLAB_ONLY_PAIRS.has(permissionKey(pair.permission, pair.viewMenu));
const isAccessibleToAll = (pair: PermissionPair) => ACCESSIBLE_TO_ALL_PERMISSIONS.has(pair.permission);

function isAdminOnly(pair: PermissionPair): boolean {
  const key = permissionKey(pair.permission, pair.viewMenu);
  if (READ_ONLY_MODEL_VIEWS.has(pair.viewMenu) && !READ_ONLY_PERMISSIONS.has(pair.permission) && !ALPHA_ONLY_PAIRS.has(key)) return true;
  return ADMIN_ONLY_VIEW_MENUS.has(pair.viewMenu) || ADMIN_ONLY_PERMISSIONS.has(pair.permission);
}

function isAlphaOnly(pair: PermissionPair): boolean {
  if (GAMMA_READ_ONLY_MODEL_VIEWS.has(pair.viewMenu) && !READ_ONLY_PERMISSIONS.has(pair.permission)) return true;
  if (ALPHA_ONLY_PAIRS.has(permissionKey(pair.permission, pair.viewMenu))) return true;
  return ALPHA_ONLY_VIEW_MENUS.has(pair.viewMenu) || ALPHA_ONLY_PERMISSIONS.has(pair.permission);
}

/** Superset's `_is_<role>_pvm` predicates, applied to one pair. */
const ROLE_PREDICATES: Record<Exclude<BuiltinRoleName, 'Public'>, (pair: PermissionPair) => boolean> = {
  Admin: (pair) => !isObjectPermission(pair),
  Alpha: (pair) => !(isObjectPermission(pair) || isAdminOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  Gamma: (pair) => !(isObjectPermission(pair) || isAdminOnly(pair) || isAlphaOnly(pair) || isSqlLabOnly(pair)) || isAccessibleToAll(pair),
  sql_lab: (pair) => {
    const key = permissionKey(pair.permission, pair.viewMenu);
    return SQLLAB_ONLY_PAIRS.has(key) || SQLLAB_EXTRA_PAIRS.has(key);
  },
};

/**
 * The permission set of a built-in role, drawn from `catalogue`. Public is empty: deployments grant
 * it rights themselves (or copy a role with the seeder's `publicRoleLike`).
 */
export function builtinRolePermissions(
  role: BuiltinRoleName,
  catalogue: readonly PermissionPair[] = PERMISSION_CATALOGUE,
): PermissionPair[] {
  if (role === 'Public') return [];
  const predicate = ROLE_PREDICATES[role];
  return catalogue.filter(predicate);
}

/** Whether `name` is one of the built-in roles (exact spelling, as stored). */
export function isBuiltinRole(name: string): name is BuiltinRoleName {
  return (BUILTIN_ROLE_NAMES as readonly string[]).includes(name);
}
