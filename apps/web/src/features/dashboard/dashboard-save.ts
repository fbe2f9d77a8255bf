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
  /** The layout, sent when the dashboard has one (the server derives the dashboard's charts from it). */
  position_json?: string;
}

/**
 * The save body under the spec's rules (part 2 §5): an empty title becomes the untitled title,
 * an empty slug null, css defaults to '', certification details only with a certifier.
 */
export function dashboardSaveBody(dashboard: DashboardInfo, layout?: DashboardLayout): DashboardSaveBody {
  const certifiedBy = dashboard.certifiedBy?.trim() || null;
  return {
    dashboard_title: dashboard.title.trim() || UNTITLED_DASHBOARD_TITLE,
    slug: dashboard.slug?.trim() || null,
    css: dashboard.css ?? '',
    certified_by: certifiedBy,
    certification_details: certifiedBy ? dashboard.certificationDetails : null,
    owners: dashboard.owners.map((owner) => owner.id),
    json_metadata: JSON.stringify(dashboard.metadata),
    ...(layout && Object.keys(layout).length > 0 ? { position_json: serializeLayout(layout) } : {}),
  };
}
