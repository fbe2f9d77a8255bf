import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

const withPassword = (body: LoginBody) => body.provider !== 'oidc';

/**
 * `POST /api/v1/security/login`: a username and password (`db`, `ldap`), or with `provider: "oidc"`
 * an access token the OpenID Connect provider issued, traded for Tessera's tokens.
 */
export class LoginBody {
  @ValidateIf(withPassword)
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  username!: string;

  @ValidateIf(withPassword)
  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password!: string;

  @IsOptional()
  @IsIn(['db', 'ldap', 'oidc'])
  provider?: 'db' | 'ldap' | 'oidc';

  /** With `provider: "oidc"`: the provider's access token (sent in the body, as Superset clients send credentials). */
  @ValidateIf((body: LoginBody) => body.provider === 'oidc')
  @IsString()
  @MinLength(1)
  @MaxLength(8192)
  access_token?: string;

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
