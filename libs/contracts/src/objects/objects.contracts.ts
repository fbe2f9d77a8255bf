import { ArrayMaxSize, IsArray, IsIn, IsInt, Min } from 'class-validator';
import { defineEvent, defineRequest, type RequestDescriptor } from '../bus/descriptor';
import type { ServiceName } from '../platform/services';
import { OBJECT_TYPES, type ObjectSummary, type ObjectType } from './object-types';

export class DescribeObjectsRequest {
  @IsIn(OBJECT_TYPES)
  type!: ObjectType;

  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids!: number[];
}

export interface DescribeObjectsReply {
  /** Objects that exist and the caller may see; missing ids are left out. */
  objects: ObjectSummary[];
}

/** `<service>.objects.describe`, answered by each service for the object types it owns. */
export const DESCRIBE_OBJECTS = Object.fromEntries(
  (['charts', 'dashboards', 'sql', 'tags'] as const).map((service) => [
    service,
    defineRequest<DescribeObjectsRequest, DescribeObjectsReply>(`${service}.objects.describe`, DescribeObjectsRequest, null, {
      timeoutMs: 10_000,
    }),
  ]),
) as Record<
  Extract<ServiceName, 'charts' | 'dashboards' | 'sql' | 'tags'>,
  RequestDescriptor<DescribeObjectsRequest, DescribeObjectsReply>
>;

export class ObjectsDeletedEvent {
  @IsIn(OBJECT_TYPES)
  type!: ObjectType;

  @IsArray()
  @IsInt({ each: true })
  ids!: number[];
}

/** Emitted by an owning service after deleting objects, so tags and favourites of them go too. */
export const ObjectsDeleted = defineEvent('evt.objects.deleted', ObjectsDeletedEvent);
