import { IsObject, IsOptional, IsString } from 'class-validator';

/** The body of `POST /api/v1/database/{id}/validate_sql/`. */
export class ValidateSqlBody {
  @IsString()
  sql!: string;

  @IsOptional() @IsString() catalog?: string | null;
  @IsOptional() @IsString() schema?: string | null;
  @IsOptional() @IsObject() template_params?: Record<string, unknown> | null;
}
