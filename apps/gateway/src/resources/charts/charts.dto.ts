import { CHART_DATASOURCE_TYPES, type ChartDatasourceType } from '@tessera/contracts';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** Fields `POST` and `PUT /api/v1/chart/…` share (Superset's `ChartPostSchema`/`ChartPutSchema`). */
class ChartBodyFields {
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() @MaxLength(250) viz_type?: string | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) owners?: number[];
  @IsOptional() @nullable() @IsString() params?: string | null;
  @IsOptional() @nullable() @IsString() query_context?: string | null;
  @IsOptional() @nullable() @IsBoolean() query_context_generation?: boolean | null;
  @IsOptional() @nullable() @IsInt() cache_timeout?: number | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) dashboards?: number[];
  @IsOptional() @nullable() @IsString() certified_by?: string | null;
  @IsOptional() @nullable() @IsString() certification_details?: string | null;
  @IsOptional() @nullable() @IsBoolean() is_managed_externally?: boolean | null;
  @IsOptional() @nullable() @IsString() external_url?: string | null;
}

/** `POST /api/v1/chart/`: a name and a dataset are required. */
export class ChartPostBody extends ChartBodyFields {
  @IsString() @MinLength(1) @MaxLength(250) slice_name!: string;
  @IsInt() datasource_id!: number;
  @IsIn(CHART_DATASOURCE_TYPES) datasource_type!: ChartDatasourceType;
  @IsOptional() @nullable() @IsString() datasource_name?: string | null;
}

/** `PUT /api/v1/chart/{id}`: any part of a chart, and its tags. */
export class ChartPutBody extends ChartBodyFields {
  @IsOptional() @nullable() @IsString() @MaxLength(250) slice_name?: string | null;
  @IsOptional() @nullable() @IsInt() datasource_id?: number | null;
  @IsOptional() @nullable() @IsIn(CHART_DATASOURCE_TYPES) datasource_type?: ChartDatasourceType | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) tags?: number[];
}
