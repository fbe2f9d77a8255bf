import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { defineEvent, defineRequest } from '../bus/descriptor';

export class AccessObjectsRequest {
  /** One database; every database when absent. */
  @IsOptional()
  @IsInt()
  @Min(1)
  database_id?: number;
}

export interface AccessObjectDataset {
  id: number;
  table_name: string;
  schema: string | null;
  catalog: string | null;
}

export interface AccessObjectDatabase {
  id: number;
  database_name: string;
  /** Every dataset of the database, physical and virtual: each has a `datasource_access` permission. */
  datasets: AccessObjectDataset[];
}

export interface AccessObjectsReply {
  /** Empty when the asked-for database does not exist. */
  databases: AccessObjectDatabase[];
}

/**
 * The names per-object permissions are spelled from (`[db].(id:1)`, `[db].[schema]`, `[db].[table](id:7)`),
 * answered by the chart-data service, which owns databases and datasets.
 */
export const AccessObjectsLookup = defineRequest<AccessObjectsRequest, AccessObjectsReply>(
  'charts.access-objects.list',
  AccessObjectsRequest,
  null,
  {
    timeoutMs: 30_000,
  },
);

export class AccessObjectsChangedEvent {
  @IsInt()
  @Min(1)
  database_id!: number;

  /** The database's name before this change, when it was renamed or deleted. */
  @IsOptional()
  @IsString()
  previous_database_name?: string;

  @IsOptional()
  @IsBoolean()
  database_deleted?: boolean;

  /** Datasets of the database that were deleted. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  removed_dataset_ids?: number[];
}

/**
 * Emitted by the chart-data service after a database or its datasets were created, renamed, moved or
 * deleted, so the permission views naming them follow.
 */
export const AccessObjectsChanged = defineEvent('evt.charts.access-objects-changed', AccessObjectsChangedEvent);
