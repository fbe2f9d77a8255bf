import { Type } from 'class-transformer';
import {
  Allow,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

export class DatasetColumnWrite {
  @IsOptional() @IsInt() id?: number;
  @IsString() @MinLength(1) @MaxLength(255) column_name!: string;
  @IsOptional() @nullable() @IsString() type?: string | null;
  @IsOptional() @nullable() @IsString() advanced_data_type?: string | null;
  @IsOptional() @nullable() @IsString() verbose_name?: string | null;
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() expression?: string | null;
  @IsOptional() @nullable() @IsString() extra?: string | null;
  @IsOptional() @IsBoolean() filterable?: boolean;
  @IsOptional() @IsBoolean() groupby?: boolean;
  @IsOptional() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsBoolean() is_dttm?: boolean;
  @IsOptional() @nullable() @IsString() python_date_format?: string | null;
  @IsOptional() @IsUUID() uuid?: string;
}

export class DatasetMetricWrite {
  @IsOptional() @IsInt() id?: number;
  @IsString() @MinLength(1) @MaxLength(255) metric_name!: string;
  @IsString() @MinLength(1) expression!: string;
  @IsOptional() @nullable() @IsString() metric_type?: string | null;
  @IsOptional() @nullable() @IsString() verbose_name?: string | null;
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() d3format?: string | null;
  /** `{symbol, symbolPosition}`, or the same as JSON text (as the reference's PUT schema types it). */
  @Allow() currency?: { symbol: string; symbolPosition: string } | string | null;
  @IsOptional() @nullable() @IsString() extra?: string | null;
  @IsOptional() @nullable() @IsString() warning_text?: string | null;
  @IsOptional() @IsUUID() uuid?: string;
}

/** `POST /api/v1/dataset/` body. */
export class DatasetCreateFields {
  @IsInt() @Min(1) database!: number;
  @IsString() @MinLength(1) @MaxLength(250) table_name!: string;
  @IsOptional() @nullable() @IsString() catalog?: string | null;
  @IsOptional() @nullable() @IsString() schema?: string | null;
  @IsOptional() @nullable() @IsString() sql?: string | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) owners?: number[];
  @IsOptional() @nullable() @IsString() template_params?: string | null;
  @IsOptional() @IsBoolean() normalize_columns?: boolean;
  @IsOptional() @IsBoolean() always_filter_main_dttm?: boolean;
  @IsOptional() @IsBoolean() is_managed_externally?: boolean;
  @IsOptional() @nullable() @IsString() external_url?: string | null;
  @IsOptional() @IsUUID() uuid?: string;
  /**
   * Column settings from the client (SQL Lab's "save dataset" sends them): the columns themselves
   * always come from the database; these only carry labels, descriptions and flags onto them.
   */
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => DatasetColumnWrite) columns?: DatasetColumnWrite[];
}

/** `PUT /api/v1/dataset/{id}` body: lists of columns and metrics are authoritative when given. */
export class DatasetUpdateFields {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(250) table_name?: string;
  @IsOptional() @IsInt() database_id?: number;
  @IsOptional() @nullable() @IsString() sql?: string | null;
  @IsOptional() @IsBoolean() filter_select_enabled?: boolean;
  @IsOptional() @nullable() @IsString() fetch_values_predicate?: string | null;
  @IsOptional() @nullable() @IsString() catalog?: string | null;
  @IsOptional() @nullable() @IsString() schema?: string | null;
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() main_dttm_col?: string | null;
  @IsOptional() @IsBoolean() normalize_columns?: boolean;
  @IsOptional() @IsBoolean() always_filter_main_dttm?: boolean;
  @IsOptional() @nullable() @IsInt() offset?: number | null;
  @IsOptional() @nullable() @IsString() default_endpoint?: string | null;
  @IsOptional() @nullable() @IsInt() cache_timeout?: number | null;
  @IsOptional() @IsBoolean() is_sqllab_view?: boolean;
  @IsOptional() @nullable() @IsString() template_params?: string | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) owners?: number[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => DatasetColumnWrite) columns?: DatasetColumnWrite[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => DatasetMetricWrite) metrics?: DatasetMetricWrite[];
  @IsOptional() @IsArray() folders?: unknown[];
  @IsOptional() @nullable() @IsString() extra?: string | null;
  @IsOptional() @IsBoolean() is_managed_externally?: boolean;
  @IsOptional() @nullable() @IsString() external_url?: string | null;
}

export class DatasetIdRequest {
  @IsInt() @Min(1) id!: number;
}

export class DatasetIdsRequest {
  @IsArray() @IsInt({ each: true }) ids!: number[];
}

export class DatasetCreateRequest {
  @ValidateNested() @Type(() => DatasetCreateFields) fields!: DatasetCreateFields;
}

export class DatasetUpdateRequest {
  @IsInt() @Min(1) id!: number;
  @ValidateNested() @Type(() => DatasetUpdateFields) fields!: DatasetUpdateFields;
  @IsOptional() @IsBoolean() overrideColumns?: boolean;
}

export class DatasetDuplicateRequest {
  @IsInt() @Min(1) base_model_id!: number;
  @IsString() @MinLength(1) @MaxLength(250) table_name!: string;
}

export class DatasetGetOrCreateRequest {
  @IsString() @MinLength(1) table_name!: string;
  @IsInt() @Min(1) database_id!: number;
  @IsOptional() @nullable() @IsString() schema?: string | null;
  @IsOptional() @nullable() @IsString() catalog?: string | null;
  @IsOptional() @nullable() @IsString() template_params?: string | null;
}

export class DatasetChildRequest {
  @IsInt() @Min(1) id!: number;
  @IsInt() @Min(1) childId!: number;
}

/** The body of `POST /datasource/samples` (Superset's `SamplesPayloadSchema`): what narrows the rows. */
export class SamplesPayloadFields {
  @IsOptional() @IsArray() filters?: unknown[];
  @IsOptional() @nullable() @IsString() granularity?: string | null;
  @IsOptional() @nullable() @IsString() time_range?: string | null;
  @IsOptional() @nullable() @IsObject() extras?: Record<string, unknown> | null;
}

export class SamplesRequest {
  @IsIn(['table', 'query', 'dataset', 'sl_table', 'saved_query'])
  datasourceType!: string;
  @IsInt() @Min(1) datasourceId!: number;
  @IsOptional() @IsBoolean() force?: boolean;
  @IsOptional() @IsInt() @Min(1) page?: number;
  @IsOptional() @IsInt() @Min(1) perPage?: number;
  @IsOptional() @ValidateNested() @Type(() => SamplesPayloadFields) payload?: SamplesPayloadFields;
}

/** `GET /datasource/external_metadata_by_name/`: the database by id, or by name as the REST query names it. */
export class ExternalMetadataRequest {
  @IsIn(['table', 'query', 'dataset'])
  datasourceType!: string;
  @IsOptional() @IsInt() @Min(1) databaseId?: number;
  @IsOptional() @IsString() databaseName?: string;
  @IsOptional() @IsBoolean() normalizeColumns?: boolean;
  @IsOptional() @nullable() @IsString() tableName?: string | null;
  @IsOptional() @nullable() @IsString() schemaName?: string | null;
  @IsOptional() @nullable() @IsString() catalogName?: string | null;
  @IsOptional() @nullable() @IsString() sql?: string | null;
  @IsOptional() @nullable() @IsString() templateParams?: string | null;
}
