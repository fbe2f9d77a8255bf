import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

/**
 * Contracts the chart-data service answers for the dashboard service. Dashboards keep only chart
 * ids; everything about the charts themselves (names, form data, datasets) is asked for here.
 */

export class ChartIdsRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) chartIds!: number[];
}

export class DuplicateChartsRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
  /** The user who owns the copies (the caller of the copy); null for system work. */
  @IsOptional() @IsInt() ownerId!: number | null;
}

/** One chart of a dashboard (Superset's `ChartEntityResponseSchema` plus what the dashboard service needs). */
export interface DashboardChartView {
  id: number;
  slice_name: string;
  cache_timeout: number | null;
  changed_on: string | null;
  description: string | null;
  description_markeddown: string;
  form_data: Record<string, unknown>;
  slice_url: string;
  certified_by: string | null;
  certification_details: string | null;
  viz_type: string;
  datasource_id: number | null;
  datasource_type: string | null;
  query_context: string | null;
}

/** One dataset behind a dashboard's charts (Superset's `DashboardDatasetSchema`). */
export interface DashboardDatasetView {
  id: number;
  uid: string;
  name: string;
  table_name: string;
  datasource_name?: string;
  type: string;
  schema: string | null;
  catalog?: string | null;
  database: { id: number; database_name?: string; name?: string; backend?: string } & Record<string, unknown>;
  columns: Record<string, unknown>[];
  metrics: Record<string, unknown>[];
  column_names?: string[];
  column_types?: number[];
  column_formats?: Record<string, string>;
  verbose_map?: Record<string, string>;
  granularity_sqla?: [string, string][];
  time_grain_sqla?: [string, string][];
  main_dttm_col?: string | null;
  sql?: string | null;
  owners?: Record<string, unknown>[];
  [key: string]: unknown;
}

/** Charts that exist among `chartIds` (missing ids are left out), whatever the caller's data access. */
export const ChartsForDashboard = defineRequest<ChartIdsRequest, DashboardChartView[]>(
  'charts.chart.for-dashboard',
  ChartIdsRequest,
  null,
  {
    timeoutMs: 10_000,
  },
);

/** The distinct datasets the charts among `chartIds` query. */
export const DatasetsForDashboard = defineRequest<ChartIdsRequest, DashboardDatasetView[]>(
  'charts.dataset.for-dashboard',
  ChartIdsRequest,
  null,
  {
    timeoutMs: 20_000,
  },
);

/** Copies charts for a dashboard copy with `duplicate_slices`; `idMap` maps each old id (as a string key) to its copy. */
export const DuplicateChartsForDashboard = defineRequest<DuplicateChartsRequest, { idMap: Record<string, number> }>(
  'charts.chart.duplicate',
  DuplicateChartsRequest,
  null,
  { timeoutMs: 60_000 },
);
