import type { ChartDataResponseResult, QueryFormData } from '@tessera/viz';
import type { AsyncJob } from '../async-events';

export type { AsyncJob };

/** Superset's GenericDataType of a dataset column (`type_generic`). */
export type ColumnTypeGeneric = 0 | 1 | 2 | 3;

/** Certification and warning of a column or metric; the server reads them from the item's `extra`. */
export interface ExploreCertification {
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

export interface ExploreColumn extends ExploreCertification {
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  type_generic?: ColumnTypeGeneric | null;
  is_dttm?: boolean;
  description?: string | null;
}

export interface ExploreMetric extends ExploreCertification {
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
  description?: string | null;
  d3format?: string | null;
  warning_text?: string | null;
}

/** The dataset Explore works on (`result.dataset` of `GET /api/v1/explore/`). */
export interface ExploreDatasource {
  id: number;
  type: string;
  name: string;
  columns: ExploreColumn[];
  metrics: ExploreMetric[];
  main_dttm_col?: string | null;
  /** Who may edit the dataset besides admins. */
  owners?: { id: number }[];
  /** The dataset's `extra` JSON (its own certification and warning). */
  extra?: string | null;
  /** The dataset named by the chart or the address does not exist; Explore shows 'Missing dataset'. */
  missing?: boolean;
}

/** The saved chart being explored (`result.slice`). */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
  owners: number[];
  certified_by?: string | null;
  certification_details?: string | null;
}

/** `GET /api/v1/explore/` → `result`. */
export interface ExploreContextResponse {
  form_data: Record<string, unknown>;
  dataset: Partial<ExploreDatasource> & { columns?: ExploreColumn[]; metrics?: ExploreMetric[] };
  slice: ExploreSlice | null;
  message: string | null;
  /** `owners` are the owners' full names. */
  metadata: { dashboards: { id: number; dashboard_title: string }[]; owners?: string[] } | null;
  can_add: boolean;
  can_download: boolean;
  can_overwrite: boolean;
}

/** What Explore is opened from: the address's `slice_id`, `form_data_key`, `permalink_key` or `datasource`. */
export interface ExploreLoadParams {
  sliceId?: number;
  formDataKey?: string;
  permalinkKey?: string;
  datasourceId?: number;
  datasourceType?: string;
}

/** The context Explore keeps after loading. */
export interface ExploreLoaded {
  datasource: ExploreDatasource;
  formData: QueryFormData;
  slice: ExploreSlice | null;
  dashboards: { id: number; dashboard_title: string }[];
  /** The saved chart's owners by full name. */
  owners: string[];
  permissions: ExplorePermissions;
  message: string | null;
}

export interface ExplorePermissions {
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
}

/** Chart status (spec part 2 §4): loading → success → rendered, or failed / stopped. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

/** `POST /api/v1/chart/data` answers data (200) or an async job (202). */
export type ChartDataOutcome = { kind: 'result'; result: ChartDataResponseResult[] } | { kind: 'job'; job: AsyncJob };

export type SaveAction = 'saveas' | 'overwrite';

/** The dashboard a saved chart goes on: an existing one by id, or a new one by title. */
export type DashboardChoice = { id: number; title: string } | { newTitle: string } | null;

export interface SaveChartRequest {
  action: SaveAction;
  sliceName: string;
  dashboard: DashboardChoice;
  /** 'Save & go to dashboard': open the dashboard the chart was added to once saved. */
  goToDashboard?: boolean;
}

export interface DashboardOption {
  id: number;
  dashboard_title: string;
}
