import type { Caller } from '@tessera/contracts';
import { DatasourceAccess } from './datasource-access';

/** Who is looking at dashboards, as the access rules need to know them. */
export interface Viewer {
  userId: number | null;
  isAdmin: boolean;
  roles: string[];
  access: DatasourceAccess;
  /** Embedded-dashboard guests: the dashboard references (id, slug or embedded uuid) their token names. */
  guestResources: string[] | null;
}

/** The Admin role, matched case-insensitively. */
export function isAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => role.toLowerCase() === 'admin');
}

/** The viewer for a message's caller; a message without one is an anonymous viewer with no rights. */
export function viewerOf(caller: Caller | undefined): Viewer {
  const guestResources = caller?.guestScope
    ? caller.guestScope.resources.filter((resource) => resource.type === 'dashboard').map((resource) => String(resource.id))
    : null;
  return {
    userId: caller?.userId ?? null,
    isAdmin: !guestResources && isAdminRole(caller?.roles ?? []),
    roles: caller?.roles ?? [],
    access: DatasourceAccess.of(caller?.accessPermissions),
    guestResources,
  };
}
