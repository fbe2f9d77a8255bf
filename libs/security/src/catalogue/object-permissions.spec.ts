import { catalogPermissionView, databasePermissionView, datasetPermissionView, schemaPermissionView } from './object-permissions';
import { PERMISSION_CATALOGUE, VIEW_MENU_PERMISSIONS } from './permission-catalogue';
import { parsePermissionKey, permissionKey } from './permission-pair';

describe('object permission view menus', () => {
  it('spells them as Superset does', () => {
    expect(databasePermissionView('examples', 1)).toBe('[examples].(id:1)');
    expect(catalogPermissionView('examples', 'main')).toBe('[examples].[main]');
    expect(schemaPermissionView('examples', 'public')).toBe('[examples].[public]');
    expect(schemaPermissionView('examples', 'public', 'main')).toBe('[examples].[main].[public]');
    expect(datasetPermissionView('examples', 'birth_names', 7)).toBe('[examples].[birth_names](id:7)');
  });
});

describe('permission keys', () => {
  it('round-trip, splitting at the first bar', () => {
    expect(permissionKey('can_read', 'Chart')).toBe('can_read|Chart');
    expect(parsePermissionKey('datasource_access|[a|b].[t](id:1)')).toEqual({
      permission: 'datasource_access',
      viewMenu: '[a|b].[t](id:1)',
    });
  });
});

describe('permission catalogue', () => {
  it('has no duplicate pairs', () => {
    const keys = PERMISSION_CATALOGUE.map((pair) => permissionKey(pair.permission, pair.viewMenu));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers the REST resources and custom permissions the API checks', () => {
    for (const view of [
      'Chart',
      'Dashboard',
      'Dataset',
      'Database',
      'SavedQuery',
      'Query',
      'SQLLab',
      'ReportSchedule',
      'Tag',
      'Log',
      'Row Level Security',
      'Explore',
      'ExploreFormDataRestApi',
      'ExplorePermalinkRestApi',
      'DashboardPermalinkRestApi',
      'DashboardFilterStateRestApi',
      'SqlLabPermalinkRestApi',
      'EmbeddedDashboard',
      'Datasource',
      'Superset',
      'SecurityRestApi',
      'User',
      'Role',
      'Permission',
      'TabStateView',
      'TableSchemaView',
      'AsyncEventsRestApi',
      'CssTemplate',
      'Annotation',
    ]) {
      expect(VIEW_MENU_PERMISSIONS[view]?.length).toBeGreaterThan(0);
    }
    const keys = new Set(PERMISSION_CATALOGUE.map((pair) => permissionKey(pair.permission, pair.viewMenu)));
    for (const key of [
      'can_upload|Database',
      'can_csv|Superset',
      'can_sqllab|Superset',
      'can_share_dashboard|Superset',
      'can_share_chart|Superset',
      'can_grant_guest_token|SecurityRestApi',
      'can_set_embedded|Dashboard',
      'can_tag|Chart',
      'can_tag|Dashboard',
      'can_drill|Dashboard',
      'can_view_query|Dashboard',
      'can_view_chart_as_table|Dashboard',
      'all_datasource_access|all_datasource_access',
      'all_database_access|all_database_access',
      'all_query_access|all_query_access',
      'can_warm_up_cache|Chart',
      'can_list|AsyncEventsRestApi',
    ]) {
      expect(keys.has(key)).toBe(true);
    }
  });
});
