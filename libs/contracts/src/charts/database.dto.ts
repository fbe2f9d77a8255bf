import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

/** Fields of `POST /api/v1/database/` and `PUT /api/v1/database/{id}` (all optional on update). */
export class DatabaseWriteFields {
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(250)
  database_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  sqlalchemy_uri?: string;

  @IsOptional()
  @IsString()
  engine?: string;

  @IsOptional()
  @IsString()
  driver?: string;

  @IsOptional()
  @IsObject()
  parameters?: Record<string, unknown>;

  @IsOptional()
  @IsIn(['sqlalchemy_form', 'dynamic_form'])
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form';

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(-1)
  @Max(31_536_000)
  cache_timeout?: number | null;

  @IsOptional() @IsBoolean() expose_in_sqllab?: boolean;
  @IsOptional() @IsBoolean() allow_run_async?: boolean;
  @IsOptional() @IsBoolean() allow_ctas?: boolean;
  @IsOptional() @IsBoolean() allow_cvas?: boolean;
  @IsOptional() @IsBoolean() allow_dml?: boolean;
  @IsOptional() @IsBoolean() allow_file_upload?: boolean;
  @IsOptional() @IsBoolean() impersonate_user?: boolean;
  @IsOptional() @IsBoolean() is_managed_externally?: boolean;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  force_ctas_schema?: string | null;

  @IsOptional()
  @IsString()
  extra?: string;

  @IsOptional()
  @IsString()
  masked_encrypted_extra?: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  server_cert?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  external_url?: string | null;

  @IsOptional()
  @IsUUID()
  uuid?: string;

  @IsOptional()
  @IsObject()
  ssh_tunnel?: Record<string, unknown> | null;
}

export class DatabaseIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export class DatabaseCreateRequest {
  @ValidateNested()
  @Type(() => DatabaseWriteFields)
  fields!: DatabaseWriteFields;
}

export class DatabaseUpdateRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @ValidateNested()
  @Type(() => DatabaseWriteFields)
  fields!: DatabaseWriteFields;
}

export class DatabaseSchemasRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsOptional()
  @IsBoolean()
  force?: boolean;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  catalog?: string | null;

  @IsOptional()
  @IsBoolean()
  uploadAllowed?: boolean;
}

export class DatabaseTablesRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsString()
  schema!: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  catalog?: string | null;

  @IsOptional()
  @IsBoolean()
  force?: boolean;

  @IsOptional()
  @IsString()
  search?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  page?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  pageSize?: number;
}

export class DatabaseTableRequest {
  @IsInt()
  @Min(1)
  id!: number;

  @IsString()
  @MinLength(1)
  table!: string;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  schema?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  catalog?: string | null;
}

export class ValidateParametersRequest {
  @IsString()
  engine!: string;

  @IsOptional()
  @IsObject()
  parameters?: Record<string, unknown>;

  @IsOptional()
  @IsString()
  configuration_method?: string;

  @IsOptional()
  @IsString()
  database_name?: string;
}
