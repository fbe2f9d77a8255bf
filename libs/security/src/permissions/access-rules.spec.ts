import { can, canAccessDatasource, isAdmin, permissionsDigest } from './access-rules';
import type { AccessSubject, DatasourceTarget } from './access.types';

const subject = (roles: string[], permissions: string[] = []): AccessSubject => ({ roles, permissions: new Set(permissions) });
const target: DatasourceTarget = { databaseName: 'examples', databaseId: 1, schema: 'public', tableName: 'birth_names', datasetId: 7 };

describe('can', () => {
  it('needs the exact pair', () => {
    const gamma = subject(['Gamma'], ['can_read|Chart']);
    expect(can(gamma, 'can_read', 'Chart')).toBe(true);
    expect(can(gamma, 'can_write', 'Chart')).toBe(false);
    expect(can(gamma, 'can_read', 'Dashboard')).toBe(false);
  });

  it('lets Admin do anything, whatever the letter case of the role name', () => {
    for (const name of ['Admin', 'admin', 'ADMIN']) {
      expect(isAdmin(subject([name]))).toBe(true);
      expect(can(subject(['Gamma', name]), 'can_grant_guest_token', 'SecurityRestApi')).toBe(true);
    }
    expect(isAdmin(subject(['Administrator']))).toBe(false);
  });
});

describe('canAccessDatasource', () => {
  it('denies without any data permission', () => {
    expect(canAccessDatasource(subject(['Gamma'], ['can_read|Dataset']), target)).toBe(false);
  });

  it.each([
    ['all_datasource_access|all_datasource_access'],
    ['all_database_access|all_database_access'],
    ['database_access|[examples].(id:1)'],
    ['schema_access|[examples].[public]'],
    ['datasource_access|[examples].[birth_names](id:7)'],
  ])('allows with %s', (permission) => {
    expect(canAccessDatasource(subject(['Gamma'], [permission]), target)).toBe(true);
  });

  it('does not let a grant on another object through', () => {
    for (const permission of [
      'database_access|[examples].(id:2)',
      'database_access|[other].(id:1)',
      'schema_access|[examples].[private]',
      'datasource_access|[examples].[birth_names](id:8)',
      'datasource_access|[examples].[other](id:7)',
    ]) {
      expect(canAccessDatasource(subject(['Gamma'], [permission]), target)).toBe(false);
    }
  });

  it('qualifies schema access with the catalog, and honours catalog access', () => {
    const inCatalog = { ...target, catalog: 'main' };
    expect(canAccessDatasource(subject([], ['schema_access|[examples].[main].[public]']), inCatalog)).toBe(true);
    expect(canAccessDatasource(subject([], ['schema_access|[examples].[public]']), inCatalog)).toBe(false);
    expect(canAccessDatasource(subject([], ['catalog_access|[examples].[main]']), inCatalog)).toBe(true);
    expect(canAccessDatasource(subject([], ['catalog_access|[examples].[main]']), target)).toBe(false);
  });

  it('needs the ids it matches on', () => {
    expect(canAccessDatasource(subject([], ['database_access|[examples].(id:1)']), { databaseName: 'examples' })).toBe(false);
    expect(
      canAccessDatasource(subject([], ['datasource_access|[examples].[birth_names](id:7)']), {
        databaseName: 'examples',
        tableName: 'birth_names',
      }),
    ).toBe(false);
  });

  it('lets Admin read everything', () => {
    expect(canAccessDatasource(subject(['admin']), target)).toBe(true);
  });
});

describe('permissionsDigest', () => {
  it('is a sha256 hex that ignores order and role names', () => {
    const a = permissionsDigest(subject(['Gamma'], ['can_read|Chart', 'can_write|Chart']));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(permissionsDigest(subject(['Custom'], ['can_write|Chart', 'can_read|Chart']))).toBe(a);
  });

  it('changes with the permissions and with Admin', () => {
    const base = permissionsDigest(subject(['Gamma'], ['can_read|Chart']));
    expect(permissionsDigest(subject(['Gamma'], ['can_read|Chart', 'can_write|Chart']))).not.toBe(base);
    expect(permissionsDigest(subject(['Admin'], ['can_read|Chart']))).not.toBe(base);
  });
});
