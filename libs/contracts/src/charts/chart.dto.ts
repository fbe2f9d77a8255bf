import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CHART_DATASOURCE_TYPES, type ChartDatasourceType } from './chart.types';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/**
 * Fields every chart save may carry (Superset's `ChartPostSchema` and `ChartPutSchema` share them).
 * `params` and `query_context` are JSON strings; the service checks they parse. `dashboards`
 * replaces the chart's dashboards.
 */
class ChartCommonFields {
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() @MaxLength(250) viz_type?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) owners?: number[];
  @IsOptional() @nullable() @IsString() params?: string | null;
  @IsOptional() @nullable() @IsString() query_context?: string | null;
  @IsOptional() @nullable() @IsBoolean() query_context_generation?: boolean | null;
  @IsOptional() @nullable() @IsInt() cache_timeout?: number | null;
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) dashboards?: number[];
  @IsOptional() @nullable() @IsString() certified_by?: string | null;
  @IsOptional() @nullable() @IsString() certification_details?: string | null;
  @IsOptional() @nullable() @IsBoolean() is_managed_externally?: boolean | null;
  @IsOptional() @nullable() @IsString() external_url?: string | null;
}

/** The body of `POST /api/v1/chart/`: a name and a dataset are required. */
export class ChartCreateFields extends ChartCommonFields {
  @IsString() @MinLength(1) @MaxLength(250) slice_name!: string;
  @IsInt() datasource_id!: number;
  @IsIn(CHART_DATASOURCE_TYPES) datasource_type!: ChartDatasourceType;
  /** Accepted on create as Superset does; the name shown is always the dataset's own. */
  @IsOptional() @nullable() @IsString() datasource_name?: string | null;
}

/** The body of `PUT /api/v1/chart/{id}`: any part of a chart, and its tags. */
export class ChartUpdateFields extends ChartCommonFields {
  @IsOptional() @nullable() @IsString() @MaxLength(250) slice_name?: string | null;
  @IsOptional() @nullable() @IsInt() datasource_id?: number | null;
  @IsOptional() @nullable() @IsIn(CHART_DATASOURCE_TYPES) datasource_type?: ChartDatasourceType | null;
  /** Tag ids (update only): the chart's custom tags become exactly these. */
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) tags?: number[];
}

/**
 * What the chart service writes, on create or update: either body above (the service checks what a
 * create requires, so other callers of the bus get the same answers as the REST API).
 */
export class ChartWriteFields extends ChartUpdateFields {
  @IsOptional() @nullable() @IsString() datasource_name?: string | null;
}

export class ChartCreateRequest {
  @ValidateNested() @Type(() => ChartWriteFields) fields!: ChartWriteFields;
}

export class ChartUpdateRequest {
  @IsInt() @Min(1) id!: number;
  @ValidateNested() @Type(() => ChartWriteFields) fields!: ChartWriteFields;
}

/** A chart named by id (digits) or uuid, as in `/api/v1/chart/{id_or_uuid}`. */
export class ChartRefRequest {
  @IsString() @MinLength(1) @MaxLength(64) idOrUuid!: string;
}

export class ChartDeleteRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}
