import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { LIST_FILTER_OPERATORS, type ListFilter, type ListFilterOperator, type ListQuery, type OrderDirection } from './list-query.types';

export class ListFilterDto implements ListFilter {
  @IsString()
  col!: string;

  @IsIn(LIST_FILTER_OPERATORS)
  opr!: ListFilterOperator;

  value!: unknown;
}

/** A list query as it travels on the bus (already validated against the resource spec by the gateway). */
export class ListQueryDto implements ListQuery {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ListFilterDto)
  filters!: ListFilterDto[];

  @IsString()
  orderColumn!: string;

  @IsIn(['asc', 'desc'])
  orderDirection!: OrderDirection;

  @IsInt()
  @Min(0)
  page!: number;

  @IsInt()
  @Min(1)
  @Max(100_000)
  pageSize!: number;

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  columns?: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  selectColumns?: string[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  keys?: string[];
}

/** Request of every `<service>.<resource>.list` subject. */
export class ListRequest {
  @ValidateNested()
  @Type(() => ListQueryDto)
  query!: ListQueryDto;
}

/** Reply of every list subject; the gateway adds the metadata blocks. */
export interface ListReply<T = Record<string, unknown>> {
  count: number;
  ids: (number | string)[];
  result: T[];
}

/** `related/{column}` and `distinct/{column}` on the bus. */
export class DistinctRequest {
  @IsString()
  column!: string;

  @IsString()
  filter!: string;

  @IsInt()
  @Min(0)
  page!: number;

  @IsInt()
  @Min(1)
  pageSize!: number;
}

export interface DistinctReply {
  count: number;
  result: { text: string; value: string | number }[];
}

/** Request of subjects that take no input. */
export class EmptyRequest {}
