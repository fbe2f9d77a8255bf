import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Min } from 'class-validator';
import { defineJob, defineRequest } from '../bus/descriptor';

/** One annotation layer's rows in a chart-data answer. */
export interface AnnotationLayerData {
  columns: string[];
  records: Record<string, unknown>[];
}

/** One chart-data response item (Superset's `ChartDataResponseResult`). */
export interface ChartDataItem {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number | null;
  applied_filters: { column: string }[];
  rejected_filters: { column: string; reason: string }[];
  /** `[]` without annotation layers; otherwise, as Superset answers, each layer's data by layer name. */
  annotation_data: Record<string, unknown>[] | Record<string, AnnotationLayerData>;
  error: string | null;
  is_cached: boolean;
  query?: string;
  status: 'success' | 'failed';
  stacktrace: string | null;
  rowcount: number;
  sql_rowcount: number;
  from_dttm: number | null;
  to_dttm: number | null;
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  result_format: string;
  applied_template_filters: string[];
  [key: string]: unknown;
}

/** A file answer (`result_format` csv or xlsx): its name, type and base64 body. */
export interface ChartDataFile {
  name: string;
  contentType: string;
  base64: string;
}

/** The async job the service queued instead of answering (a cache miss with async queries on). */
export interface ChartDataJobView {
  channel_id: string;
  job_id: string;
  user_id: string | null;
  status: 'pending';
  errors: unknown[];
  result_url: null;
}

export type ChartDataReply = { result: ChartDataItem[] } | { file: ChartDataFile } | { job: ChartDataJobView };

export class ChartDataRequest {
  /** The query context exactly as the client posted it; the service validates it. */
  @IsObject()
  context!: Record<string, unknown>;

  /** Queue a job on a cache miss instead of waiting (global async queries); the channel to report on. */
  @IsOptional()
  @IsString()
  asyncChannel?: string;
}

export class ChartDataForChartRequest {
  @IsInt() @Min(1) chartId!: number;
  @IsOptional() @IsIn(['json', 'csv', 'xlsx']) format?: 'json' | 'csv' | 'xlsx';
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsBoolean() force?: boolean;
  @IsOptional() @IsString() asyncChannel?: string;
}

export class CachedChartDataRequest {
  @IsString() cacheKey!: string;
}

export class ChartDataJob {
  @IsString() jobId!: string;
  @IsString() channel!: string;
  @IsObject() context!: Record<string, unknown>;
}

export const ChartData = {
  query: defineRequest<ChartDataRequest, ChartDataReply>('charts.data.query', ChartDataRequest, null, { timeoutMs: 120_000 }),
  forChart: defineRequest<ChartDataForChartRequest, ChartDataReply>('charts.data.for-chart', ChartDataForChartRequest, null, {
    timeoutMs: 120_000,
  }),
  /** The whole-context result an async job cached, by its `result_url` key. */
  cached: defineRequest<CachedChartDataRequest, { result: ChartDataItem[] }>('charts.data.cached', CachedChartDataRequest, null),
};

/** Durable chart-data jobs for global async queries, run by any chart-data worker. */
// A live worker extends its lease with heartbeats, so the lease only decides how soon a dead worker's job moves on.
export const ChartDataJobs = defineJob('jobs.charts.chart-data', 'JOBS_CHART_DATA', ChartDataJob, { ackWaitMs: 8_000, maxDeliveries: 3 });
