import type { DashboardListRow, DashboardRoleRef, DashboardTagRef, DashboardView, UserRef } from '@tessera/contracts';
import { humanizeDelta, thumbnailUrl } from '@tessera/platform';
import type { DashboardEntity } from './dashboard.entity';

/** What other services say about a dashboard: names of users and roles, its tags and chart names. */
export interface DashboardDecorations {
  users: Map<number, UserRef>;
  roles: DashboardRoleRef[];
  tags: DashboardTagRef[];
}

export function dashboardUrl(dashboard: Pick<DashboardEntity, 'id' | 'slug'>): string {
  return `/superset/dashboard/${dashboard.slug ?? dashboard.id}/`;
}

/** `last_modified_time`: epoch seconds. */
export function lastModifiedTime(dashboard: Pick<DashboardEntity, 'changedOn'>): number {
  return dashboard.changedOn.getTime() / 1000;
}

const userOf = (users: Map<number, UserRef>, id: number | null) => (id !== null ? (users.get(id) ?? null) : null);
const fullName = (user: UserRef | null) => (user ? `${user.first_name} ${user.last_name}`.trim() : '');

function ownersOf(dashboard: DashboardEntity, users: Map<number, UserRef>): UserRef[] {
  return dashboard.owners.map((id) => users.get(id)).filter((user): user is UserRef => user !== undefined);
}

export function toListRow(dashboard: DashboardEntity, decorations: DashboardDecorations, now = new Date()): DashboardListRow {
  const changedBy = userOf(decorations.users, dashboard.changedBy);
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    published: dashboard.published,
    status: dashboard.published ? 'published' : 'draft',
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    thumbnail_url: thumbnailUrl('dashboard', dashboard.id, dashboard.changedOn),
    certified_by: dashboard.certifiedBy,
    certification_details: dashboard.certificationDetails,
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    changed_on_utc: dashboard.changedOn.toISOString(),
    changed_on_delta_humanized: humanizeDelta(dashboard.changedOn, now),
    created_on_delta_humanized: humanizeDelta(dashboard.createdOn, now),
    created_by: userOf(decorations.users, dashboard.createdBy),
    dashboard_title: dashboard.dashboardTitle,
    owners: ownersOf(dashboard, decorations.users),
    roles: decorations.roles,
    tags: decorations.tags,
    is_managed_externally: dashboard.isManagedExternally,
  };
}

export function toDashboardView(
  dashboard: DashboardEntity,
  decorations: DashboardDecorations & { charts: string[] },
  now = new Date(),
): DashboardView {
  const changedBy = userOf(decorations.users, dashboard.changedBy);
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    dashboard_title: dashboard.dashboardTitle,
    thumbnail_url: thumbnailUrl('dashboard', dashboard.id, dashboard.changedOn),
    published: dashboard.published,
    css: dashboard.css,
    json_metadata: dashboard.jsonMetadata,
    position_json: dashboard.positionJson,
    certified_by: dashboard.certifiedBy,
    certification_details: dashboard.certificationDetails,
    changed_by_name: fullName(changedBy),
    changed_by: changedBy,
    changed_on: dashboard.changedOn.toISOString(),
    created_by: userOf(decorations.users, dashboard.createdBy),
    created_on_delta_humanized: humanizeDelta(dashboard.createdOn, now),
    changed_on_delta_humanized: humanizeDelta(dashboard.changedOn, now),
    charts: decorations.charts,
    owners: ownersOf(dashboard, decorations.users),
    roles: decorations.roles,
    tags: decorations.tags,
    is_managed_externally: dashboard.isManagedExternally,
    external_url: dashboard.externalUrl,
  };
}
