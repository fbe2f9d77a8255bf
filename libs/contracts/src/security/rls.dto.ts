import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

/** Superset's row-level security filter types: Regular rules apply to their roles, Base rules to everyone else. */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterType = (typeof RLS_FILTER_TYPES)[number];

const nullable = () => ValidateIf((_, v) => v !== null);

/** Fields a rule may leave out on create and on update, with the same limits on both. */
class RlsRuleSharedFields {
  @IsOptional() @nullable() @IsString() description?: string | null;
  @IsOptional() @nullable() @IsString() @MaxLength(255) group_key?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) tables?: number[];
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) roles?: number[];
}

/** The body of `POST /api/v1/rowlevelsecurity/`: a name, a type and a clause are required. */
export class RlsRuleCreateFields extends RlsRuleSharedFields {
  @IsString() @MinLength(1) @MaxLength(255) name!: string;
  @IsIn(RLS_FILTER_TYPES) filter_type!: RlsFilterType;
  @IsString() @MinLength(1) clause!: string;
}

/** The body of `PUT /api/v1/rowlevelsecurity/{id}`: any part of a rule. */
export class RlsRuleUpdateFields extends RlsRuleSharedFields {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(255) name?: string;
  @IsOptional() @IsIn(RLS_FILTER_TYPES) filter_type?: RlsFilterType;
  @IsOptional() @IsString() @MinLength(1) clause?: string;
}
