import type { UserRef } from '../objects/object-types';

/** Title a dashboard gets when saved without one. */
export const UNTITLED_DASHBOARD_TITLE = '[ untitled dashboard ]';

/** `SUPERSET_DASHBOARD_POSITION_DATA_LIMIT`: the longest `position_json` accepted, in characters. */
export const POSITION_DATA_LIMIT = 65_535;

/** A tag on a dashboard as the dashboard API shows it (`type` is Superset's integer TagType). */
export interface DashboardTagRef {
  id: number;
  name: string;
  type: number;
}

export interface DashboardRoleRef {
  id: number;
  name: string;
}

/** `GET /api/v1/dashboard/{id_or_slug}` → `result` (Superset's `DashboardGetResponseSchema`). */
export interface DashboardView {
  id: number;
  uuid: string;
  slug: string | null;
  url: string;
  dashboard_title: string;
  thumbnail_url: string;
  published: boolean;
  css: string;
  /** A JSON string, as Superset sends it. */
  json_metadata: string;
  /** A JSON string, or null for a dashboard without a layout. */
  position_json: string | null;
  certified_by: string | null;
  certification_details: string | null;
  changed_by_name: string;
  changed_by: UserRef | null;
  changed_on: string;
  created_by: UserRef | null;
  created_on_delta_humanized: string;
  changed_on_delta_humanized: string;
  /** Names of the dashboard's charts (kept by Superset for legacy clients). */
  charts: string[];
  owners: UserRef[];
  roles: DashboardRoleRef[];
  tags: DashboardTagRef[];
  is_managed_externally: boolean;
  external_url: string | null;
}

/** One row of `GET /api/v1/dashboard/` (Superset's `DashboardRestApi.get_list`). */
export interface DashboardListRow {
  id: number;
  uuid: string;
  published: boolean;
  status: 'published' | 'draft';
  slug: string | null;
  url: string;
  thumbnail_url: string;
  certified_by: string | null;
  certification_details: string | null;
  changed_by: UserRef | null;
  changed_by_name: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
  created_on_delta_humanized: string;
  created_by: UserRef | null;
  dashboard_title: string;
  owners: UserRef[];
  roles: DashboardRoleRef[];
  tags: DashboardTagRef[];
  is_managed_externally: boolean;
}

/** What a create, update or copy answers: the id and the new change time (epoch seconds). */
export interface DashboardWriteReply {
  id: number;
  last_modified_time: number;
}

/** `GET /api/v1/dashboard/{id_or_slug}/embedded` → `result`. */
export interface EmbeddedDashboardView {
  uuid: string;
  allowed_domains: string[];
  /** The dashboard id as a string, as Superset sends it. */
  dashboard_id: string;
  changed_on: string;
  changed_by: (UserRef & { username?: string }) | null;
}

/** The state a dashboard permalink keeps. */
export interface DashboardPermalinkState {
  urlParams?: [string, string][] | null;
  dataMask?: Record<string, unknown> | null;
  activeTabs?: string[] | null;
  anchor?: string | null;
}

/** `GET /api/v1/dashboard/permalink/{key}`. */
export interface DashboardPermalinkValue {
  /** The dashboard id as a string, as Superset sends it. */
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** `GET /api/v1/dashboard/{id_or_slug}/tabs` → `result`. */
export interface DashboardTabsView {
  all_tabs: Record<string, string>;
  tab_tree: DashboardTabNode[];
}

export interface DashboardTabNode {
  value: string;
  title: string;
  children: DashboardTabNode[];
  parents: string[];
}
