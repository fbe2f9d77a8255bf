import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** Add and edit fields of `POST`/`PUT /api/v1/saved_query/` (Superset's `SavedQueryRestApi.post`). */
export class SavedQueryFields {
  @IsOptional() @IsInt() @Min(1) db_id?: number | null;
  @IsOptional() @IsString() @MaxLength(256) label?: string | null;
  @IsOptional() @IsString() description?: string | null;
  @IsOptional() @IsString() @MaxLength(256) catalog?: string | null;
  @IsOptional() @IsString() @MaxLength(128) schema?: string | null;
  @IsOptional() @IsString() sql?: string | null;
  /** A JSON object encoded as a string, as the editor keeps it. */
  @IsOptional() @IsString() template_parameters?: string | null;
  @IsOptional() @IsString() extra_json?: string | null;
}

export class SavedQueryCreateRequest extends SavedQueryFields {}

export class SavedQueryUpdateRequest extends SavedQueryFields {
  @IsInt()
  @Min(1)
  id!: number;
}

export class SavedQueryIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export class SavedQueryIdsRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids!: number[];
}
