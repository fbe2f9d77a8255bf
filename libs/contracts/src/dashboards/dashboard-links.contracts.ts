import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

/**
 * Chart ↔ dashboard links, kept by the dashboard service (`dashboard_slices`) and asked for by the
 * chart service: which dashboards a chart is on, and putting a chart on dashboards when it is saved.
 */

export class DashboardsOfChartsRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) chartIds!: number[];
  /** Adds each dashboard's `json_metadata` (for `GET /api/v1/chart/{id}`). */
  @IsOptional() @IsBoolean() withMetadata?: boolean;
}

/** One dashboard a chart is on. */
export interface ChartDashboardLink {
  id: number;
  dashboard_title: string;
  json_metadata?: string;
}

export class SetChartDashboardsRequest {
  /** Absent only with `checkOnly`, for a chart about to be created (it is on no dashboard yet). */
  @IsOptional() @IsInt() @Min(1) chartId?: number;
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) dashboardIds!: number[];
  /** The chart's name, kept in the layout node added for it. */
  @IsOptional() @IsString() @MaxLength(250) sliceName?: string;
  /** Runs every check and answers what would change, without changing anything. */
  @IsOptional() @IsBoolean() checkOnly?: boolean;
}

/** The dashboards the chart was added to and removed from. */
export interface SetChartDashboardsReply {
  added: number[];
  removed: number[];
}

export class ChartIdsOfDashboardsRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) dashboardIds!: number[];
}

export const DashboardChartLinks = {
  /** Dashboards each chart is on, keyed by chart id (as a string); charts on none are left out. */
  ofCharts: defineRequest<DashboardsOfChartsRequest, Record<string, ChartDashboardLink[]>>(
    'dashboards.dashboard.of-charts',
    DashboardsOfChartsRequest,
    null,
    { timeoutMs: 10_000 },
  ),
  /**
   * Makes the chart's dashboards exactly `dashboardIds`. Each dashboard gained or lost must exist
   * (400 naming `dashboards`) and be the caller's to edit (403); a gained dashboard with a layout
   * gets a new row holding the chart at the end of its grid.
   */
  setChartDashboards: defineRequest<SetChartDashboardsRequest, SetChartDashboardsReply>(
    'dashboards.dashboard.set-chart-dashboards',
    SetChartDashboardsRequest,
    null,
    { timeoutMs: 10_000 },
  ),
  /** Charts on any of the dashboards, for the chart list's `dashboards` filter. */
  chartIds: defineRequest<ChartIdsOfDashboardsRequest, { chartIds: number[] }>(
    'dashboards.dashboard.chart-ids',
    ChartIdsOfDashboardsRequest,
    null,
    {
      timeoutMs: 10_000,
    },
  ),
};
