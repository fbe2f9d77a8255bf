import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** One range to resolve: Superset's `{timeRange, shift}` item of `GET /api/v1/time_range/`. */
export class TimeRangeQuery {
  @IsString() @MaxLength(1000) timeRange!: string;
  /** A time shift such as `1 week ago`, applied to both bounds. */
  @IsOptional() @IsString() @MaxLength(200) shift?: string;
}

export class TimeRangeResolveRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => TimeRangeQuery) ranges!: TimeRangeQuery[];
}

/** A resolved range: ISO datetimes without timezone (UTC), empty for an open side, as Superset answers them. */
export interface ResolvedTimeRange {
  since: string;
  until: string;
  timeRange: string;
  shift?: string;
}
