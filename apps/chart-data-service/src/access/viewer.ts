import type { Caller } from '@tessera/contracts';
import { DatasetAccess } from './dataset-access';

/** Who is asking, as the chart rules need to know them. */
export interface ChartViewer {
  userId: number | null;
  isAdmin: boolean;
  /** Embedded-dashboard guests read through dashboards only; they never edit. */
  isGuest: boolean;
  access: DatasetAccess;
}

/** The Admin role, matched case-insensitively. */
export function isAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => role.toLowerCase() === 'admin');
}

/** The viewer for a message's caller; a message without one is an anonymous viewer with no rights. */
export function chartViewerOf(caller: Caller | undefined): ChartViewer {
  const isGuest = caller?.guestScope !== undefined;
  return {
    userId: caller?.userId ?? null,
    isAdmin: !isGuest && isAdminRole(caller?.roles ?? []),
    isGuest,
    access: DatasetAccess.of(caller?.accessPermissions),
  };
}

/** Whether the viewer may query every dataset. */
export function seesAllData(viewer: ChartViewer): boolean {
  return viewer.isAdmin || viewer.access.all;
}

/** Superset's chart edit rule: Admin or one of the owners. */
export function canEditChart(viewer: ChartViewer, chart: { owners: number[] }): boolean {
  if (viewer.isGuest) return false;
  return viewer.isAdmin || (viewer.userId !== null && chart.owners.includes(viewer.userId));
}
