import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class UserCreateBody {
  @IsString() @MinLength(1) @MaxLength(64) first_name!: string;
  @IsString() @MinLength(1) @MaxLength(64) last_name!: string;
  @IsString() @MinLength(1) @MaxLength(64) username!: string;
  @IsEmail({ require_tld: false }) @MaxLength(320) email!: string;
  @IsString() @MinLength(1) @MaxLength(1024) password!: string;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) roles?: number[];
}

export class UserUpdateBody {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(64) first_name?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(64) last_name?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(64) username?: string;
  @IsOptional() @IsEmail({ require_tld: false }) @MaxLength(320) email?: string;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1024) password?: string;
  @IsOptional() @IsBoolean() active?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) roles?: number[];
}

export class RoleBody {
  @IsString() @MinLength(1) @MaxLength(64) name!: string;
}

export class RolePermissionsBody {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) permission_view_menu_ids!: number[];
}

export class RoleUsersBody {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) user_ids!: number[];
}
