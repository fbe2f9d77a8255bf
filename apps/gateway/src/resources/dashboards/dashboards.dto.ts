import { IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** `POST /api/v1/dashboard/` (Superset's `DashboardPostSchema`). */
export class DashboardPostBody {
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

/** `PUT /api/v1/dashboard/{id}`: a full save body, or any part of it (`{published}` alone). */
export class DashboardPutBody extends DashboardPostBody {
  @IsOptional() @IsArray() @IsInt({ each: true }) tags?: number[];
}

/** `POST /api/v1/dashboard/{id}/permalink` (`DashboardPermalinkStateSchema`). */
export class DashboardPermalinkBody {
  @IsOptional() @nullable() @IsArray() urlParams?: [string, string][] | null;
  @IsOptional() @nullable() @IsObject() dataMask?: Record<string, unknown> | null;
  @IsOptional() @nullable() @IsArray() @IsString({ each: true }) activeTabs?: string[] | null;
  @IsOptional() @nullable() @IsString() anchor?: string | null;
}

/** `POST|PUT /api/v1/dashboard/{id_or_slug}/embedded` (`EmbeddedDashboardConfig`). */
export class EmbeddedDashboardBody {
  @IsArray() @IsString({ each: true }) allowed_domains!: string[];
}

/** `POST|PUT /api/v1/dashboard/{id}/filter_state` (`TemporaryCachePostSchema`). */
export class FilterStateBody {
  @IsString() value!: string;
}
