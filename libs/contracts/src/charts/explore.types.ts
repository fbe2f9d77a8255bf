import type { DashboardDatasetView } from '../dashboards/chart-links.contracts';

/** Superset's `EXPLORE_FORM_DATA_CACHE_CONFIG` timeout: 7 days. */
export const EXPLORE_FORM_DATA_TTL_SECONDS = 7 * 24 * 3600;

/** What an explore permalink keeps (Superset's `ExplorePermalinkStateSchema`). */
export interface ExplorePermalinkState {
  formData: Record<string, unknown>;
  urlParams?: [string, string][] | null;
}

/** `GET /api/v1/explore/permalink/{key}`. */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  /** `<id>__<type>`, as in the form data. */
  datasource: string;
  state: ExplorePermalinkState;
}

/** `slice` of the explore context (Superset's `Slice.data`). */
export interface ExploreSliceView {
  slice_id: number;
  slice_name: string;
  slice_url: string;
  edit_url: string;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  changed_on: string;
  changed_on_humanized: string;
  modified: string;
  /** The dataset's name (`schema.table`), or null when it was deleted. */
  datasource: string | null;
  description: string | null;
  description_markeddown: string;
  form_data: Record<string, unknown>;
  query_context: string | null;
  is_managed_externally: boolean;
  owners: number[];
}

/** `metadata` of the explore context: present when a saved chart is opened. */
export interface ExploreContextMetadata {
  created_on_humanized: string;
  changed_on_humanized: string;
  owners: string[];
  dashboards: { id: number; dashboard_title: string }[];
  created_by?: string;
  changed_by?: string;
}

/** `GET /api/v1/explore/` → `result` (Superset's `ExploreContextSchema` plus the three capabilities). */
export interface ExploreContext {
  form_data: Record<string, unknown>;
  /** The dataset as Explore loads it (Superset's `datasource.data`), or a placeholder when missing. */
  dataset: DashboardDatasetView | Record<string, unknown>;
  slice: ExploreSliceView | null;
  message: string | null;
  metadata: ExploreContextMetadata | null;
  /** May save new charts (`can_write` on Chart). */
  can_add: boolean;
  /** May download data (`can_csv` on Superset). */
  can_download: boolean;
  /** May overwrite the opened chart (Admin or one of its owners). */
  can_overwrite: boolean;
}
