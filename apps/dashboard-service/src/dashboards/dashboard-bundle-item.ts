import { parseBoundedJson, type DashboardBundleItem } from '@tessera/contracts';
import { isPlainObject, type JsonObject } from '../validation/json-checks';
import type { DashboardEntity } from './dashboard.entity';

/** Stored JSON text as an object; anything else (none, unreadable, not an object) is null. */
export const parseObject = (text: string | null): JsonObject | null => {
  if (!text) return null;
  try {
    const value: unknown = parseBoundedJson(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
};

/** A dashboard as its export bundle file needs it (layout with chart ids; the bundle writer adds uuids). */
export function dashboardBundleItem(dashboard: DashboardEntity): DashboardBundleItem {
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    dashboard_title: dashboard.dashboardTitle,
    description: null,
    css: dashboard.css,
    slug: dashboard.slug,
    certified_by: dashboard.certifiedBy,
    certification_details: dashboard.certificationDetails,
    published: dashboard.published,
    position: parseObject(dashboard.positionJson),
    metadata: parseObject(dashboard.jsonMetadata) ?? {},
  };
}
