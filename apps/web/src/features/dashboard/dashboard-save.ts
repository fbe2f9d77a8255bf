import type { DashboardInfo, DashboardLayout } from './dashboard.types';
import { serializeLayout } from './layout/layout-edit';

/** Title a dashboard gets when saved without one (spec part 2 §3). */
export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

/** The full body of `PUT /api/v1/dashboard/{id}`. */
export interface DashboardSaveBody {
  dashboard_title: string;
  slug: string | null;
  css: string;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
  json_metadata: string;
  /** Role ids, sent only when `DASHBOARD_RBAC` is on. */
  roles?: number[];
  /** The layout, sent when the dashboard has one (the server derives the dashboard's charts from it). */
  position_json?: string;
}

/**
 * The save body under the spec's rules (part 2 §5): an empty title becomes the untitled title,
 * an empty slug null, css defaults to '', certification details only with a certifier.
 */
export function dashboardSaveBody(dashboard: DashboardInfo, layout?: DashboardLayout, { withRoles = false }: { withRoles?: boolean } = {}): DashboardSaveBody {
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
export interface DashboardCopyBody {
  dashboard_title: string;
  css: string;
  json_metadata: string;
  duplicate_slices: boolean;
}

/**
 * A 'Save as' copy of what is on screen: the new title (or the untitled one), and the metadata
 * carrying the current layout as `positions`, from which the server builds the copy's layout.
 */
export function dashboardCopyBody(dashboard: DashboardInfo, layout: DashboardLayout, title: string, duplicateSlices: boolean): DashboardCopyBody {
  const metadata = Object.keys(layout).length > 0 ? { ...dashboard.metadata, positions: JSON.parse(serializeLayout(layout)) as unknown } : dashboard.metadata;
  return {
    dashboard_title: title.trim() || UNTITLED_DASHBOARD_TITLE,
    css: dashboard.css ?? '',
    json_metadata: JSON.stringify(metadata),
    duplicate_slices: duplicateSlices,
  };
}
