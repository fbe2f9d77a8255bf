import type { PermissionPair } from './permission-pair';

const READ_WRITE = ['can_read', 'can_write'] as const;
const READ_WRITE_EXPORT = ['can_read', 'can_write', 'can_export'] as const;

/**
 * Every view menu Tessera protects and the permissions that exist on it, as `superset init` would
 * create them. REST resources use `can_read`/`can_write` (plus `can_export`, `can_upload`);
 * the remaining names are Superset's custom permissions and menu entries.
 */
export const VIEW_MENU_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  Chart: [...READ_WRITE_EXPORT, 'can_tag', 'can_warm_up_cache'],
  Dashboard: [...READ_WRITE_EXPORT, 'can_tag', 'can_view_query', 'can_view_chart_as_table', 'can_drill', 'can_set_embedded'],
  Dataset: [...READ_WRITE_EXPORT, 'can_warm_up_cache'],
  Database: [...READ_WRITE_EXPORT, 'can_upload'],
  Datasource: [...READ_WRITE, 'can_get_column_values', 'can_external_metadata', 'can_external_metadata_by_name'],
  SavedQuery: READ_WRITE_EXPORT,
  Query: ['can_read', 'can_export_csv'],
  SQLLab: ['can_read', 'can_execute_sql_query', 'can_get_results', 'can_export_csv', 'can_estimate_query_cost'],
  'SQL Lab': ['can_estimate_query_cost', 'menu_access'],
  ReportSchedule: READ_WRITE,
  Tag: READ_WRITE,
  Log: [...READ_WRITE, 'can_recent_activity'],
  CssTemplate: READ_WRITE,
  Annotation: READ_WRITE,
  'Row Level Security': [...READ_WRITE, 'menu_access'],
  Explore: ['can_read'],
  ExploreFormDataRestApi: READ_WRITE,
  ExplorePermalinkRestApi: READ_WRITE,
  DashboardPermalinkRestApi: READ_WRITE,
  DashboardFilterStateRestApi: READ_WRITE,
  SqlLabPermalinkRestApi: READ_WRITE,
  EmbeddedDashboard: ['can_read'],
  ImportExportRestApi: ['can_import', 'can_export'],
  AsyncEventsRestApi: ['can_list'],
  AdvancedDataType: ['can_read'],
  AvailableDomains: ['can_read'],
  CacheRestApi: ['can_invalidate'],
  Api: ['can_time_range', 'can_query_form_data'],
  Superset: [
    'can_read',
    'can_csv',
    'can_sqllab',
    'can_sqllab_history',
    'can_share_dashboard',
    'can_share_chart',
    'can_explore',
    'can_explore_json',
    'can_dashboard',
    'can_slice',
    'can_log',
  ],
  SecurityRestApi: ['can_read', 'can_grant_guest_token'],
  User: READ_WRITE,
  Role: READ_WRITE,
  Permission: ['can_read'],
  ViewMenu: ['can_read'],
  PermissionViewMenu: ['can_read'],
  TabStateView: ['can_activate', 'can_get', 'can_delete_query', 'can_post', 'can_delete', 'can_put', 'can_migrate_query'],
  TableSchemaView: ['can_post', 'can_delete', 'can_expanded'],
  all_datasource_access: ['all_datasource_access'],
  all_database_access: ['all_database_access'],
  all_query_access: ['all_query_access'],
  Dashboards: ['menu_access'],
  Charts: ['menu_access'],
  Datasets: ['menu_access'],
  Databases: ['menu_access'],
  Data: ['menu_access'],
  Tags: ['menu_access'],
  Manage: ['menu_access'],
  'Alerts & Report': ['menu_access'],
  'CSS Templates': ['menu_access'],
  'Annotation Layers': ['menu_access'],
  Queries: ['menu_access'],
  Security: ['menu_access'],
  'List Users': ['menu_access'],
  'List Roles': ['menu_access'],
  'Action Log': ['menu_access'],
  'SQL Editor': ['menu_access'],
  'Saved Queries': ['menu_access'],
  'Query Search': ['menu_access'],
};

/** Every permission/view-menu pair of the catalogue, in declaration order. */
export const PERMISSION_CATALOGUE: readonly PermissionPair[] = Object.entries(VIEW_MENU_PERMISSIONS).flatMap(([viewMenu, permissions]) =>
  permissions.map((permission) => ({ permission, viewMenu })),
);

/** Permissions granted per data object; never part of a built-in role (Admin has all data implicitly). */
export const OBJECT_PERMISSIONS = ['database_access', 'catalog_access', 'schema_access', 'datasource_access'] as const;
/** A per-object permission name. */
export type ObjectPermission = (typeof OBJECT_PERMISSIONS)[number];

/** Permissions that grant data access wholesale; their view menu carries the same name. */
export const GLOBAL_ACCESS_PERMISSIONS = ['all_datasource_access', 'all_database_access', 'all_query_access'] as const;
