import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

export class GuestUserBody {
  @IsOptional() @IsString() @MaxLength(256) username?: string;
  @IsOptional() @IsString() @MaxLength(256) first_name?: string;
  @IsOptional() @IsString() @MaxLength(256) last_name?: string;
}

export class GuestResourceBody {
  @IsIn(['dashboard'], { message: 'type must be dashboard' }) type!: 'dashboard';
  /** A dashboard id or slug, or an embedded dashboard's uuid. */
  @IsString() @MinLength(1) @MaxLength(255) id!: string;
}

export class GuestRlsBody {
  @IsOptional() @IsInt() @Min(1) dataset?: number;
  @IsString() @MinLength(1) @MaxLength(10_000) clause!: string;
}

/** `POST /api/v1/security/guest_token/`, Superset's GuestTokenCreateSchema. */
export class GuestTokenBody {
  @ValidateNested() @Type(() => GuestUserBody) user!: GuestUserBody;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => GuestResourceBody)
  resources!: GuestResourceBody[];
  @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => GuestRlsBody) rls!: GuestRlsBody[];
}
