import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

export class RlsBody {
  @IsString() @MinLength(1) @MaxLength(255) name!: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() description?: string | null;
  @IsIn(['Regular', 'Base']) filter_type!: 'Regular' | 'Base';
  @IsString() @MinLength(1) clause!: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(255) group_key?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) tables?: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) roles?: number[];
}

export class RlsUpdateBody {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(255) name?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() description?: string | null;
  @IsOptional() @IsIn(['Regular', 'Base']) filter_type?: 'Regular' | 'Base';
  @IsOptional() @IsString() @MinLength(1) clause?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(255) group_key?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) tables?: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) roles?: number[];
}
