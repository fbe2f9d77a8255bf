import { UNTITLED_DASHBOARD_TITLE, type DashboardCopyFields, type DashboardWriteFields } from '@tessera/contracts/web';
import type { DashboardInfo, DashboardLayout } from './dashboard.types';
import { serializeLayout } from './layout/layout-edit';

export { UNTITLED_DASHBOARD_TITLE };

/**
 * The full body of `PUT /api/v1/dashboard/{id}`: every field the properties modal edits; role ids only
 * when `DASHBOARD_RBAC` is on, the layout when the dashboard has one (the server derives its charts from it).
 */
export type DashboardSaveBody = Required<Pick<DashboardWriteFields, 'slug' | 'certified_by' | 'certification_details' | 'owners'>> &
  Sent<DashboardWriteFields, 'dashboard_title' | 'css' | 'json_metadata'> &
  Pick<DashboardWriteFields, 'roles' | 'position_json'>;

/** Fields of a request body this client always fills in (never null). */
type Sent<T, K extends keyof T> = { [P in K]-?: NonNullable<T[P]> };

/**
 * The save body under the spec's rules (part 2 §5): an empty title becomes the untitled title,
 * an empty slug null, css defaults to '', certification details only with a certifier.
 */
export function dashboardSaveBody(
  dashboard: DashboardInfo,
  layout?: DashboardLayout,
  { withRoles = false }: { withRoles?: boolean } = {},
): DashboardSaveBody {
  const certifiedBy = dashboard.certifiedBy?.trim() || null;
  return {
    dashboard_title: dashboard.title.trim() || UNTITLED_DASHBOARD_TITLE,
    slug: dashboard.slug?.trim() || null,
    css: dashboard.css ?? '',
    certified_by: certifiedBy,
    certification_details: certifiedBy ? dashboard.certificationDetails : null,
    owners: dashboard.owners.map((owner) => owner.id),
    json_metadata: JSON.stringify(dashboard.metadata),
    ...(withRoles ? { roles: (dashboard.roles ?? []).map((role) => role.id) } : {}),
    ...(layout && Object.keys(layout).length > 0 ? { position_json: serializeLayout(layout) } : {}),
  };
}

/** The body of `POST /api/v1/dashboard/{id}/copy/`. */
export type DashboardCopyBody = Sent<DashboardCopyFields, 'dashboard_title' | 'css' | 'json_metadata' | 'duplicate_slices'>;

/**
 * A 'Save as' copy of what is on screen: the new title (or the untitled one), and the metadata
 * carrying the current layout as `positions`, from which the server builds the copy's layout.
 */
export function dashboardCopyBody(
  dashboard: DashboardInfo,
  layout: DashboardLayout,
  title: string,
  duplicateSlices: boolean,
): DashboardCopyBody {
  const metadata =
    Object.keys(layout).length > 0
      ? { ...dashboard.metadata, positions: JSON.parse(serializeLayout(layout)) as unknown }
      : dashboard.metadata;
  return {
    dashboard_title: title.trim() || UNTITLED_DASHBOARD_TITLE,
    css: dashboard.css ?? '',
    json_metadata: JSON.stringify(metadata),
    duplicate_slices: duplicateSlices,
  };
}
