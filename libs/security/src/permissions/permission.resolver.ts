import type { DataSource } from 'typeorm';
import { GUEST_ROLE_NAME } from '../catalogue/builtin-roles';
import { permissionKey } from '../catalogue/permission-pair';
import { can, canAccessDatasource, permissionsDigest } from './access-rules';
import type { AccessInvalidator, AccessSubject, DatasourceTarget, RolesWithPermissions, UserAccess } from './access.types';
import { loadGrantRows, type GrantRow } from './grant-rows.query';
import { TtlCache } from './ttl-cache';

/** Cache settings of the {@link PermissionResolver}. */
export interface PermissionResolverOptions {
  /** How long resolved access is reused; default one minute. */
  ttlMs?: number;
  /** Epoch-millisecond clock, replaceable in tests. */
  now?: () => number;
}

/**
 * Resolves what a user (or a set of roles, for guests) may do, caching per user. The user and role
 * services call {@link invalidateUser}/{@link invalidateAll} on changes made through them.
 */
export class PermissionResolver implements AccessInvalidator {
  private readonly byUser: TtlCache<number, UserAccess>;
  private readonly byRoles: TtlCache<string, UserAccess>;
  /** Counts the invalidations, so what callers derived from cached access is known stale after a change. */
  private invalidations = 0;

  constructor(
    private readonly dataSource: DataSource,
    options: PermissionResolverOptions = {},
  ) {
    const ttlMs = options.ttlMs ?? 60_000;
    this.byUser = new TtlCache(ttlMs, options.now);
    this.byRoles = new TtlCache(ttlMs, options.now);
  }

  get generation(): number {
    return this.invalidations;
  }

  /** The user's role names and `perm|view` set; an unknown user has neither. */
  accessOf(userId: number): Promise<UserAccess> {
    return this.byUser.getOrLoad(userId, async () => toAccess(await loadGrantRows(this.dataSource.manager, { userId })));
  }

  /** Access of whoever holds exactly these roles (names as stored); unknown names are ignored. */
  accessOfRoles(roleNames: readonly string[]): Promise<UserAccess> {
    const names = [...new Set(roleNames)].sort();
    return this.byRoles.getOrLoad(JSON.stringify(names), async () =>
      toAccess(await loadGrantRows(this.dataSource.manager, { roleNames: names })),
    );
  }

  /**
   * What embedded-dashboard guests may do: the Public role's grants plus reading dashboards and their
   * charts, so an embedding works without first opening the Public role to everyone. The services
   * confine a guest to the dashboards its token names and apply the token's row-level security.
   */
  guestAccess(): Promise<UserAccess> {
    return this.byRoles.getOrLoad('guest', async () => {
      const rows = await loadGrantRows(this.dataSource.manager, { roleNames: [GUEST_ROLE_NAME] });
      const access = toAccess(rows);
      const permissions = new Set([...access.permissions, ...EMBEDDED_VIEWER_PERMISSIONS]);
      const roles = access.roles.length > 0 ? access.roles : [GUEST_ROLE_NAME];
      return { roles, permissions, digest: permissionsDigest({ roles, permissions }) };
    });
  }

  /** The `/api/v1/me/roles/` answer, read fresh. */
  async rolesWithPermissions(userId: number): Promise<RolesWithPermissions> {
    const rows = await loadGrantRows(this.dataSource.manager, { userId });
    const roles: RolesWithPermissions['roles'] = {};
    const data = { datasource_access: new Set<string>(), database_access: new Set<string>() };
    for (const row of rows) {
      const pairs = (roles[row.role] ??= []);
      if (row.permission === null || row.viewMenu === null) continue;
      pairs.push([row.permission, row.viewMenu]);
      if (row.permission === 'datasource_access' || row.permission === 'database_access') data[row.permission].add(row.viewMenu);
    }
    return {
      roles,
      permissions: { datasource_access: [...data.datasource_access].sort(), database_access: [...data.database_access].sort() },
    };
  }

  can(subject: AccessSubject, permission: string, viewMenu: string): boolean {
    return can(subject, permission, viewMenu);
  }

  canAccessDatasource(subject: AccessSubject, target: DatasourceTarget): boolean {
    return canAccessDatasource(subject, target);
  }

  permissionsDigest(subject: AccessSubject): string {
    return permissionsDigest(subject);
  }

  invalidateUser(userId: number): void {
    this.invalidations += 1;
    this.byUser.delete(userId);
  }

  invalidateAll(): void {
    this.invalidations += 1;
    this.byUser.clear();
    this.byRoles.clear();
  }
}

/** The reads an embedded dashboard needs: the dashboard, its charts' data, its filter state and permalinks. */
const EMBEDDED_VIEWER_PERMISSIONS = [
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
  ['can_read', 'EmbeddedDashboard'],
  ['can_read', 'DashboardFilterStateRestApi'],
  ['can_write', 'DashboardFilterStateRestApi'],
  ['can_read', 'DashboardPermalinkRestApi'],
].map(([permission, view]) => permissionKey(permission, view));

function toAccess(rows: GrantRow[]): UserAccess {
  const roles = [...new Set(rows.map((row) => row.role))];
  const permissions = new Set<string>();
  for (const row of rows)
    if (row.permission !== null && row.viewMenu !== null) permissions.add(permissionKey(row.permission, row.viewMenu));
  return { roles, permissions, digest: permissionsDigest({ roles, permissions }) };
}
