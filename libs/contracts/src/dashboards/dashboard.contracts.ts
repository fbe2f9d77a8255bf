import { defineRequest } from '../bus/descriptor';
import { ListRequest, type ListReply } from '../rest/list-query.dto';
import type { DashboardChartView, DashboardDatasetView } from './chart-links.contracts';
import {
  DashboardColorsRequest,
  DashboardCopyRequest,
  DashboardCreateRequest,
  DashboardFiltersRequest,
  DashboardIdsRequest,
  DashboardPermalinkCreateRequest,
  DashboardPermalinkKeyRequest,
  DashboardRefRequest,
  DashboardUpdateRequest,
  EmbeddedDashboardSetRequest,
  EmbeddedDashboardUuidRequest,
  FilterStateCreateRequest,
  FilterStateKeyRequest,
  FilterStateUpdateRequest,
} from './dashboard.dto';
import type {
  DashboardListRow,
  DashboardPermalinkValue,
  DashboardTabsView,
  DashboardView,
  DashboardWriteReply,
  EmbeddedDashboardView,
} from './dashboard.types';

/** The dashboard service's subjects. Edits need Admin or ownership; reads follow Superset's dashboard access rules. */
export const Dashboards = {
  list: defineRequest<ListRequest, ListReply<DashboardListRow>>('dashboards.dashboard.list', ListRequest, null),
  /** By id or slug; 404 when missing, 403 when the caller may not see it. Records a view for users. */
  get: defineRequest<DashboardRefRequest, DashboardView>('dashboards.dashboard.get', DashboardRefRequest, null),
  create: defineRequest<DashboardCreateRequest, DashboardWriteReply>('dashboards.dashboard.create', DashboardCreateRequest, null),
  /** A full save body, or any part of it (`{published}` alone publishes or hides). */
  update: defineRequest<DashboardUpdateRequest, DashboardWriteReply>('dashboards.dashboard.update', DashboardUpdateRequest, null),
  delete: defineRequest<DashboardIdsRequest, { deleted: number }>('dashboards.dashboard.delete', DashboardIdsRequest, null),
  copy: defineRequest<DashboardCopyRequest, DashboardWriteReply>('dashboards.dashboard.copy', DashboardCopyRequest, null, {
    timeoutMs: 60_000,
  }),
  /** Replaces the colour keys of `json_metadata`; answers the colour configuration saved. */
  colors: defineRequest<DashboardColorsRequest, Record<string, unknown>>('dashboards.dashboard.colors', DashboardColorsRequest, null),
  /** Applies filter changes; answers the new `native_filter_configuration`. */
  filters: defineRequest<DashboardFiltersRequest, Record<string, unknown>[]>('dashboards.dashboard.filters', DashboardFiltersRequest, null),
  charts: defineRequest<DashboardRefRequest, DashboardChartView[]>('dashboards.dashboard.charts', DashboardRefRequest, null),
  datasets: defineRequest<DashboardRefRequest, DashboardDatasetView[]>('dashboards.dashboard.datasets', DashboardRefRequest, null, {
    timeoutMs: 30_000,
  }),
  tabs: defineRequest<DashboardRefRequest, DashboardTabsView>('dashboards.dashboard.tabs', DashboardRefRequest, null),
};

export const DashboardPermalinks = {
  /** Answers the new key; the gateway turns it into an absolute url. */
  create: defineRequest<DashboardPermalinkCreateRequest, { key: string }>(
    'dashboards.permalink.create',
    DashboardPermalinkCreateRequest,
    null,
  ),
  get: defineRequest<DashboardPermalinkKeyRequest, DashboardPermalinkValue>('dashboards.permalink.get', DashboardPermalinkKeyRequest, null),
};

export const EmbeddedDashboards = {
  /** 404 when the dashboard is not embedded. */
  get: defineRequest<DashboardRefRequest, EmbeddedDashboardView>('dashboards.embedded.get', DashboardRefRequest, null),
  /** Creates the embedding (keeping its uuid when it exists) with these allowed domains. */
  set: defineRequest<EmbeddedDashboardSetRequest, EmbeddedDashboardView>('dashboards.embedded.set', EmbeddedDashboardSetRequest, null),
  delete: defineRequest<DashboardRefRequest, { deleted: boolean }>('dashboards.embedded.delete', DashboardRefRequest, null),
  /** `GET /api/v1/embedded_dashboard/{uuid}`, and what guest tokens name. */
  byUuid: defineRequest<EmbeddedDashboardUuidRequest, EmbeddedDashboardView>(
    'dashboards.embedded.by-uuid',
    EmbeddedDashboardUuidRequest,
    null,
  ),
};

/** Per-user native filter state kept 90 days (`/api/v1/dashboard/{id}/filter_state`). */
export const DashboardFilterStates = {
  create: defineRequest<FilterStateCreateRequest, { key: string }>('dashboards.filter-state.create', FilterStateCreateRequest, null),
  get: defineRequest<FilterStateKeyRequest, { value: string }>('dashboards.filter-state.get', FilterStateKeyRequest, null),
  update: defineRequest<FilterStateUpdateRequest, { key: string }>('dashboards.filter-state.update', FilterStateUpdateRequest, null),
  delete: defineRequest<FilterStateKeyRequest, { deleted: boolean }>('dashboards.filter-state.delete', FilterStateKeyRequest, null),
};
