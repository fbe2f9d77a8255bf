import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { defineRequest } from '../bus/descriptor';

/** A table a SQL script names, its schema already resolved (editor schema or the database default). */
export class PhysicalDatasetTableRef {
  @IsString() @MinLength(1) @MaxLength(250) table!: string;
  /** Null only when the database has no default schema either. */
  @IsOptional() @IsString() @MaxLength(250) schema?: string | null;
  /** When the script names one, datasets must be in that catalog. */
  @IsOptional() @IsString() @MaxLength(250) catalog?: string | null;
}

export class PhysicalDatasetIdsRequest {
  @IsInt()
  @Min(1)
  database_id!: number;

  /** The schema datasets stored without one live in. */
  @IsOptional()
  @IsString()
  @MaxLength(250)
  default_schema?: string | null;

  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => PhysicalDatasetTableRef)
  tables!: PhysicalDatasetTableRef[];
}

export interface PhysicalDatasetIds {
  /** Per requested table, in request order: ids of the physical datasets over it. */
  dataset_ids: number[][];
}

/**
 * Superset's `SqlaTable.query_datasources_by_name` for the SQL editor's access check: the physical
 * (not SQL) datasets of a database over each table. Answered by the chart-data service, which owns
 * datasets; NOT_FOUND / FORBIDDEN as for the database's connection info.
 */
export const PhysicalDatasetIdsLookup = defineRequest<PhysicalDatasetIdsRequest, PhysicalDatasetIds>(
  'charts.dataset.physical-ids',
  PhysicalDatasetIdsRequest,
  null,
  {
    timeoutMs: 10_000,
  },
);
