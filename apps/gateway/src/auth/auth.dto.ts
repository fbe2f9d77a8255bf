import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginBody {
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  username!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password!: string;

  @IsOptional()
  @IsIn(['db', 'ldap'])
  provider?: 'db' | 'ldap';

  @IsOptional()
  @IsBoolean()
  refresh?: boolean;
}

export class SessionLoginBody {
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  username!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password!: string;

  @IsOptional()
  @IsString()
  csrf_token?: string;

  @IsOptional()
  @IsString()
  next?: string;
}
