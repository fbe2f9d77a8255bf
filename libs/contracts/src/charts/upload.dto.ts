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

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** The file kinds Superset's upload forms take (spec part 1 §2: csvUpload, excelUpload, columnarUpload). */
export const UPLOAD_TYPES = ['csv', 'excel', 'columnar'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** What to do when the target table exists (Superset's `already_exists`). */
export const ALREADY_EXISTS_CHOICES = ['fail', 'replace', 'append'] as const;
export type AlreadyExists = (typeof ALREADY_EXISTS_CHOICES)[number];

/** Largest file the upload and import endpoints take. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** An uploaded file as it crosses the bus. */
export class UploadedFileDto {
  @IsString() @MaxLength(1024) name!: string;
  @IsString() base64!: string;
}

/** The reading options of Superset's `UploadPostSchema` (the ones that do not apply to a file kind are ignored). */
export class UploadOptions {
  @IsOptional() @IsIn(ALREADY_EXISTS_CHOICES) already_exists?: AlreadyExists;
  /** CSV: one character (`,`, `;`, a tab, `|`). */
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1) delimiter?: string;
  /** Row holding the column names, counted after `skip_rows`; null when the file has none. */
  @IsOptional() @nullable() @IsInt() @Min(0) header_row?: number | null;
  @IsOptional() @IsInt() @Min(0) skip_rows?: number;
  @IsOptional() @nullable() @IsInt() @Min(1) rows_to_read?: number | null;
  @IsOptional() @IsArray() @IsString({ each: true }) columns_read?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) column_dates?: string[];
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1) decimal_character?: string;
  /** Texts read as NULL; when absent pandas' defaults apply (`''`, `NA`, `N/A`, `NULL`, `nan`…). */
  @IsOptional() @IsArray() @IsString({ each: true }) null_values?: string[];
  @IsOptional() @nullable() @IsString() index_column?: string | null;
  @IsOptional() @IsBoolean() dataframe_index?: boolean;
  @IsOptional() @nullable() @IsString() index_label?: string | null;
  /** Column → pandas dtype name (`int64`, `float`, `str`, `bool`, `datetime64[ns]`). */
  @IsOptional() @IsObject() column_data_types?: Record<string, string>;
  @IsOptional() @IsBoolean() day_first?: boolean;
  @IsOptional() @IsBoolean() skip_blank_lines?: boolean;
  @IsOptional() @IsBoolean() skip_initial_space?: boolean;
  /** Excel: the sheet to read (the first by default). */
  @IsOptional() @nullable() @IsString() sheet_name?: string | null;
}

/** `POST /api/v1/database/{id}/upload/` (and Superset 4's `csv_upload/`, `excel_upload/`, `columnar_upload/`). */
export class UploadRequest {
  @IsInt() @Min(1) databaseId!: number;
  @IsIn(UPLOAD_TYPES) type!: UploadType;
  @IsString() @MinLength(1) @MaxLength(250) tableName!: string;
  @IsOptional() @nullable() @IsString() schema?: string | null;
  @ValidateNested() @Type(() => UploadedFileDto) file!: UploadedFileDto;
  @ValidateNested() @Type(() => UploadOptions) options!: UploadOptions;
}

/** `POST /api/v1/database/upload_metadata/`: the columns (and sheets) a file holds, before uploading it. */
export class UploadMetadataRequest {
  @IsIn(UPLOAD_TYPES) type!: UploadType;
  @ValidateNested() @Type(() => UploadedFileDto) file!: UploadedFileDto;
  @ValidateNested() @Type(() => UploadOptions) options!: UploadOptions;
}

export class UploadSchemasRequest {
  @IsInt() @Min(1) databaseId!: number;
}
