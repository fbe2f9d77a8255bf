import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SUPPORTED_LOCALES, type Locale } from '../platform/locales';

/** `PUT /api/v1/me/`: the caller's own name, password and language (Superset's CurrentUserPutSchema, plus `locale`). */
export class MeUpdateBody {
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  first_name?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  last_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  /** The language the user reads the product in; until set, the browser's preference or the deployment's default. */
  @IsOptional()
  @IsIn(SUPPORTED_LOCALES)
  locale?: Locale;
}
