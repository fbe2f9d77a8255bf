import { BUILTIN_ROLE_NAMES, builtinRolePermissions, isBuiltinRole } from './builtin-roles';
import { PERMISSION_CATALOGUE } from './permission-catalogue';
import { permissionKey } from './permission-pair';

const keysOf = (role: Parameters<typeof builtinRolePermissions>[0]) =>
  new Set(builtinRolePermissions(role).map((pair) => permissionKey(pair.permission, pair.viewMenu)));

describe('built-in roles', () => {
  const admin = keysOf('Admin');
  const alpha = keysOf('Alpha');
  const gamma = keysOf('Gamma');
  const sqlLab = keysOf('sql_lab');

  it('gives Admin the whole catalogue', () => {
    expect(admin.size).toBe(PERMISSION_CATALOGUE.length);
  });

  it('keeps Admin-only rights from Alpha', () => {
    for (const key of [
      'can_grant_guest_token|SecurityRestApi',
      'can_set_embedded|Dashboard',
      'all_query_access|all_query_access',
      'can_warm_up_cache|Chart',
      'can_write|Role',
      'can_read|User',
      'can_read|Row Level Security',
      'can_read|Log',
      'can_write|Database',
      'menu_access|Security',
    ]) {
      expect(admin.has(key)).toBe(true);
      expect(alpha.has(key)).toBe(false);
    }
  });

  it('gives Alpha data-wide access, dataset writes, uploads, reports, CSS templates and annotations', () => {
    for (const key of [
      'all_datasource_access|all_datasource_access',
      'all_database_access|all_database_access',
      'can_write|Dataset',
      'can_upload|Database',
      'can_write|ReportSchedule',
      'can_write|CssTemplate',
      'can_write|Annotation',
      'can_import|ImportExportRestApi',
    ]) {
      expect(alpha.has(key)).toBe(true);
    }
  });

  it('gives Gamma read-only datasets, datasources and databases but read/write charts and dashboards', () => {
    expect(gamma.has('can_read|Dataset')).toBe(true);
    expect(gamma.has('can_write|Dataset')).toBe(false);
    expect(gamma.has('can_export|Dataset')).toBe(false);
    expect(gamma.has('can_read|Database')).toBe(true);
    expect(gamma.has('can_upload|Database')).toBe(false);
    expect(gamma.has('can_get_column_values|Datasource')).toBe(true);
    expect(gamma.has('can_write|Datasource')).toBe(false);
    for (const key of [
      'can_read|Chart',
      'can_write|Chart',
      'can_read|Dashboard',
      'can_write|Dashboard',
      'can_drill|Dashboard',
      'can_csv|Superset',
      'can_read|SecurityRestApi',
    ]) {
      expect(gamma.has(key)).toBe(true);
    }
  });

  it('keeps Alpha-only rights and all_* access from Gamma', () => {
    for (const key of [
      'all_datasource_access|all_datasource_access',
      'all_database_access|all_database_access',
      'can_read|ReportSchedule',
      'can_read|CssTemplate',
      'can_read|Annotation',
      'can_export|ImportExportRestApi',
      'can_post|TableSchemaView',
      'menu_access|Manage',
    ]) {
      expect(gamma.has(key)).toBe(false);
    }
  });

  it('makes Gamma a subset of Alpha, and Alpha of Admin', () => {
    expect([...gamma].filter((key) => !alpha.has(key))).toEqual([]);
    expect([...alpha].filter((key) => !admin.has(key))).toEqual([]);
  });

  it('lets everyone see recent activity even though Log is Admin-only', () => {
    expect(gamma.has('can_recent_activity|Log')).toBe(true);
    expect(gamma.has('can_read|Log')).toBe(false);
  });

  it('grants SQL Lab only through sql_lab (and Admin)', () => {
    for (const key of [
      'can_sqllab|Superset',
      'can_execute_sql_query|SQLLab',
      'can_get_results|SQLLab',
      'can_read|SavedQuery',
      'can_write|SavedQuery',
      'can_export_csv|Query',
      'can_put|TabStateView',
      'can_estimate_query_cost|SQL Lab',
    ]) {
      expect(sqlLab.has(key)).toBe(true);
      expect(admin.has(key)).toBe(true);
      expect(alpha.has(key)).toBe(false);
      expect(gamma.has(key)).toBe(false);
    }
    for (const key of ['can_read|Superset', 'can_read|Database', 'can_csv|Superset']) expect(sqlLab.has(key)).toBe(true);
    expect(sqlLab.has('can_read|Chart')).toBe(false);
  });

  it('leaves Public empty and never grants object permissions', () => {
    expect(builtinRolePermissions('Public')).toEqual([]);
    const objectPair = { permission: 'datasource_access', viewMenu: '[examples].[t](id:1)' };
    for (const role of BUILTIN_ROLE_NAMES)
      expect(builtinRolePermissions(role, [...PERMISSION_CATALOGUE, objectPair])).not.toContainEqual(objectPair);
  });

  it('recognises built-in names exactly', () => {
    expect(isBuiltinRole('Gamma')).toBe(true);
    expect(isBuiltinRole('gamma')).toBe(false);
  });
});
