import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { defineEvent, defineRequest } from '../bus/descriptor';

/** The kinds of datasource Superset's cache routes name; only datasets (`table`) hold Tessera's chart data. */
export const CACHE_DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

/** A dataset named as Superset's `Datasource` schema does: by its database, schema and table names. */
export class CacheDatasourceName {
  @IsIn(CACHE_DATASOURCE_TYPES) datasource_type!: (typeof CACHE_DATASOURCE_TYPES)[number];
  @IsString() @MinLength(1) @MaxLength(250) datasource_name!: string;
  @IsString() @MinLength(1) @MaxLength(250) database_name!: string;
  @IsOptional() @IsString() @MaxLength(250) schema?: string | null;
  @IsOptional() @IsString() @MaxLength(250) catalog?: string | null;
}

/** `POST /api/v1/cachekey/invalidate`: Superset's `CacheInvalidationRequestSchema`. */
export class CacheInvalidationRequest {
  /** Datasource uids such as `12__table`. */
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsString({ each: true }) @MaxLength(300, { each: true }) datasource_uids?: string[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => CacheDatasourceName)
  datasources?: CacheDatasourceName[];
}

export interface CacheInvalidationReply {
  /** The datasets whose cached chart data was dropped (names and uids that match none are skipped, as in Superset). */
  dataset_ids: number[];
}

/** Every replica drops what it keeps derived from these datasets' chart data (the gateways' answers, loaded datasets). */
export class ChartDataInvalidatedEvent {
  @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) dataset_ids!: number[];
}

/** `PUT /api/v1/chart/warm_up_cache`: Superset's `ChartCacheWarmUpRequestSchema`. */
export class ChartWarmUpRequest {
  @IsInt() @Min(1) chart_id!: number;
  /** Warm the chart as this dashboard opens it: with its filter boxes' default filters (none when it does not exist). */
  @IsOptional() @IsInt() @Min(1) dashboard_id?: number;
  /** JSON list of `{col, op, val}` filters added to each of the chart's queries. */
  @IsOptional() @IsString() @MaxLength(100_000) extra_filters?: string;
}

/** `PUT /api/v1/dataset/warm_up_cache`: Superset's `DatasetCacheWarmUpRequestSchema`. */
export class DatasetWarmUpRequest {
  @IsString() @MinLength(1) @MaxLength(250) db_name!: string;
  @IsString() @MinLength(1) @MaxLength(250) table_name!: string;
  @IsOptional() @IsInt() @Min(1) dashboard_id?: number;
  @IsOptional() @IsString() @MaxLength(100_000) extra_filters?: string;
}

/** One chart's warm-up: Superset's `ChartCacheWarmUpResponseSingle`. */
export interface ChartWarmUpStatus {
  chart_id: number;
  /** The error the chart's queries ended with, or null. */
  viz_error: string | null;
  /** The status of the chart's queries (`success`, `failed`); null when they could not run at all. */
  viz_status: string | null;
}

export interface CacheWarmUpReply {
  result: ChartWarmUpStatus[];
}

export const ChartCache = {
  invalidate: defineRequest<CacheInvalidationRequest, CacheInvalidationReply>('charts.cache.invalidate', CacheInvalidationRequest, null),
  warmUpChart: defineRequest<ChartWarmUpRequest, CacheWarmUpReply>('charts.cache.warm-up-chart', ChartWarmUpRequest, null, {
    timeoutMs: 300_000,
  }),
  warmUpDataset: defineRequest<DatasetWarmUpRequest, CacheWarmUpReply>('charts.cache.warm-up-dataset', DatasetWarmUpRequest, null, {
    timeoutMs: 600_000,
  }),
};

/** Emitted after cached chart data was invalidated; delivered to every replica of each service listening. */
export const ChartDataInvalidated = defineEvent('evt.charts.chart-data-invalidated', ChartDataInvalidatedEvent);
