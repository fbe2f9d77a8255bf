import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
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

/** The caller's rights the gateway reads from its permissions; the service cannot see them otherwise. */
export class ExploreCapabilities {
  /** `can_write` on Chart. */
  @IsBoolean() canWriteChart!: boolean;
  /** `can_csv` on Superset. */
  @IsBoolean() canCsv!: boolean;
}

/** `GET /api/v1/explore/?form_data_key=|permalink_key=|slice_id=|datasource_id=&datasource_type=`. */
export class ExploreContextRequest {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(128) formDataKey?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(64) permalinkKey?: string;
  @IsOptional() @IsInt() @Min(1) sliceId?: number;
  @IsOptional() @IsInt() @Min(1) datasourceId?: number;
  @IsOptional() @IsString() @MaxLength(32) datasourceType?: string;
  @ValidateNested() @Type(() => ExploreCapabilities) capabilities!: ExploreCapabilities;
}

/** Body of `POST` and `PUT /api/v1/explore/form_data` (Superset's `FormDataPostSchema`). */
export class FormDataFields {
  @IsInt() datasource_id!: number;
  @IsIn(CHART_DATASOURCE_TYPES) datasource_type!: ChartDatasourceType;
  @IsOptional() @nullable() @IsInt() chart_id?: number | null;
  /** A JSON document in a string. */
  @IsString() form_data!: string;
}

export class FormDataCreateRequest {
  @IsOptional() @IsInt() tabId?: number;
  @ValidateNested() @Type(() => FormDataFields) fields!: FormDataFields;
}

export class FormDataUpdateRequest {
  @IsString() @MinLength(1) @MaxLength(128) key!: string;
  @IsOptional() @IsInt() tabId?: number;
  @ValidateNested() @Type(() => FormDataFields) fields!: FormDataFields;
}

export class FormDataKeyRequest {
  @IsString() @MinLength(1) @MaxLength(128) key!: string;
}

/** `POST /api/v1/explore/permalink` body; `urlParams` pairs are checked by the service. */
export class ExplorePermalinkStateFields {
  @IsObject() formData!: Record<string, unknown>;
  @IsOptional() @nullable() @IsArray() urlParams?: unknown[] | null;
}

export class ExplorePermalinkCreateRequest {
  @ValidateNested() @Type(() => ExplorePermalinkStateFields) state!: ExplorePermalinkStateFields;
}

export class ExplorePermalinkKeyRequest {
  @IsString() @MinLength(1) @MaxLength(64) key!: string;
}
