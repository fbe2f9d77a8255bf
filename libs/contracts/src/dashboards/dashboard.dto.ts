import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
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

/** A dashboard named by id (digits) or slug, as in `/api/v1/dashboard/{id_or_slug}`. */
export class DashboardRefRequest {
  @IsString() @MinLength(1) @MaxLength(255) idOrSlug!: string;
}

export class DashboardIdsRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

/**
 * The body of `POST /api/v1/dashboard/` (Superset's `DashboardPostSchema`). `json_metadata` and
 * `position_json` are JSON strings; the service parses and validates them.
 */
export class DashboardCreateFields {
  @IsOptional() @nullable() @IsString() @MaxLength(500) dashboard_title?: string | null;
  @IsOptional() @nullable() @IsString() @MaxLength(255) slug?: string | null;
  @IsOptional() @IsArray() @IsInt({ each: true }) owners?: number[];
  @IsOptional() @IsArray() @IsInt({ each: true }) roles?: number[];
  @IsOptional() @nullable() @IsString() position_json?: string | null;
  @IsOptional() @nullable() @IsString() css?: string | null;
  @IsOptional() @nullable() @IsString() json_metadata?: string | null;
  @IsOptional() @nullable() @IsBoolean() published?: boolean | null;
  @IsOptional() @nullable() @IsString() certified_by?: string | null;
  @IsOptional() @nullable() @IsString() certification_details?: string | null;
  @IsOptional() @nullable() @IsBoolean() is_managed_externally?: boolean | null;
  @IsOptional() @nullable() @IsString() external_url?: string | null;
}

/** The writable fields of a dashboard: `PUT /api/v1/dashboard/{id}` takes a full save body or any part of it. */
export class DashboardWriteFields extends DashboardCreateFields {
  /** Tag ids (update only): the dashboard's custom tags become exactly these. */
  @IsOptional() @IsArray() @IsInt({ each: true }) tags?: number[];
}

export class DashboardCreateRequest {
  @ValidateNested() @Type(() => DashboardWriteFields) fields!: DashboardWriteFields;
}

export class DashboardUpdateRequest {
  @IsInt() @Min(1) id!: number;
  @ValidateNested() @Type(() => DashboardWriteFields) fields!: DashboardWriteFields;
}

/** The body of `POST /api/v1/dashboard/{id_or_slug}/copy/` (`DashboardCopySchema`). */
export class DashboardCopyFields {
  @IsOptional() @nullable() @IsString() @MaxLength(500) dashboard_title?: string | null;
  @IsOptional() @nullable() @IsString() css?: string | null;
  @IsString() json_metadata!: string;
  @IsOptional() @IsBoolean() duplicate_slices?: boolean;
}

export class DashboardCopyRequest extends DashboardCopyFields {
  @IsString() @MinLength(1) @MaxLength(255) idOrSlug!: string;
}

/** The colour keys of `json_metadata` that `PUT /{id}/colors` replaces. */
export class DashboardColorsFields {
  @IsOptional() @nullable() @IsString() color_namespace?: string | null;
  @IsOptional() @nullable() @IsString() color_scheme?: string | null;
  @IsOptional() @IsArray() @IsString({ each: true }) color_scheme_domain?: string[];
  /** Superset resets anything that is not a list to an empty list, so any value is accepted here. */
  @IsOptional() shared_label_colors?: unknown;
  @IsOptional() @IsObject() map_label_colors?: Record<string, string>;
  @IsOptional() @IsObject() label_colors?: Record<string, string>;
}

export class DashboardColorsRequest {
  @IsInt() @Min(1) id!: number;
  /** Whether the change moves `changed_on` (the `mark_updated` query parameter; default true). */
  @IsBoolean() markUpdated!: boolean;
  @ValidateNested() @Type(() => DashboardColorsFields) colors!: DashboardColorsFields;
}

/** `PUT /api/v1/dashboard/{id}/filters`: filters changed or added, removed, and the new order. */
/** The body of `PUT /api/v1/dashboard/{id}/filters` (`DashboardNativeFiltersConfigUpdateSchema`). */
export class DashboardFiltersFields {
  @IsOptional() @IsArray() @IsObject({ each: true }) modified?: Record<string, unknown>[];
  @IsOptional() @IsArray() @IsString({ each: true }) deleted?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) reordered?: string[];
}

export class DashboardFiltersRequest extends DashboardFiltersFields {
  @IsInt() @Min(1) id!: number;
}

/** The body of `POST /api/v1/dashboard/{id_or_slug}/permalink` (`DashboardPermalinkStateSchema`). */
export class DashboardPermalinkStateFields {
  /** `[key, value]` pairs; their shape is checked by the service. */
  @IsOptional() @nullable() @IsArray() urlParams?: [string, string][] | null;
  @IsOptional() @nullable() @IsObject() dataMask?: Record<string, unknown> | null;
  @IsOptional() @nullable() @IsArray() @IsString({ each: true }) activeTabs?: string[] | null;
  @IsOptional() @nullable() @IsString() anchor?: string | null;
}

export class DashboardPermalinkCreateRequest {
  @IsString() @MinLength(1) @MaxLength(255) idOrSlug!: string;
  @ValidateNested() @Type(() => DashboardPermalinkStateFields) state!: DashboardPermalinkStateFields;
}

export class DashboardPermalinkKeyRequest {
  @IsString() @MinLength(1) @MaxLength(64) key!: string;
}

/** The body of `POST|PUT /api/v1/dashboard/{id_or_slug}/embedded` (`EmbeddedDashboardConfig`). */
export class EmbeddedDashboardConfigFields {
  @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) allowed_domains!: string[];
}

export class EmbeddedDashboardSetRequest extends EmbeddedDashboardConfigFields {
  @IsString() @MinLength(1) @MaxLength(255) idOrSlug!: string;
}

export class EmbeddedDashboardUuidRequest {
  @IsUUID() uuid!: string;
}

/** The body of `POST|PUT /api/v1/dashboard/{id}/filter_state` (`TemporaryCachePostSchema`). */
export class FilterStateValueFields {
  @IsString() value!: string;
}

/** `POST /api/v1/dashboard/{id}/filter_state?tab_id=`. */
export class FilterStateCreateRequest extends FilterStateValueFields {
  @IsInt() @Min(1) id!: number;
  @IsOptional() @IsInt() tabId?: number;
}

export class FilterStateKeyRequest {
  @IsInt() @Min(1) id!: number;
  @IsString() @MinLength(1) @MaxLength(128) key!: string;
}

export class FilterStateUpdateRequest extends FilterStateValueFields {
  @IsInt() @Min(1) id!: number;
  @IsString() @MinLength(1) @MaxLength(128) key!: string;
  @IsOptional() @IsInt() tabId?: number;
}
