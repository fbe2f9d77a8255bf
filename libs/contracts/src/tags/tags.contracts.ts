import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { defineRequest } from '../bus/descriptor';
import { TAGGABLE_TYPES, type TaggableType } from '../objects/object-types';
import { ListRequest, type ListReply } from '../rest/list-query.dto';
import type { ObjectToTag, TaggedObjectView, TagView } from './tag.types';

export class TagIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export class TagIdsRequest {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids!: number[];
}

export class TagNamesRequest {
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  names!: string[];
}

/** The body of `POST /api/v1/tag/` and `PUT /api/v1/tag/{id}`. */
export class TagWriteFields {
  @IsString()
  @MinLength(1)
  @MaxLength(250)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string;

  /** `[type, id]` pairs; shape is checked by the service (class-validator cannot type tuples). */
  @IsOptional()
  @IsArray()
  objects_to_tag?: ObjectToTag[];
}

export class TagWriteRequest extends TagWriteFields {
  @IsOptional()
  @IsInt()
  id?: number;
}

export class BulkTagItem {
  @IsString()
  @MinLength(1)
  @MaxLength(250)
  name!: string;

  @IsArray()
  objects_to_tag!: ObjectToTag[];
}

export class BulkTagRequest {
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => BulkTagItem)
  tags!: BulkTagItem[];
}

export interface BulkTagReply {
  objects_tagged: ObjectToTag[];
  objects_skipped: ObjectToTag[];
}

/** Tag names to add to (or remove from) one object. */
export class ObjectTagNamesFields {
  @IsArray()
  @IsString({ each: true })
  tags!: string[];
}

/** The body of `POST /api/v1/tag/{object_type}/{object_id}/`: Superset wraps the names in `properties`. */
export class TagObjectFields {
  // Required: without it the names are missing, and the answer must be a 400 rather than a crash.
  @IsObject()
  @ValidateNested()
  @Type(() => ObjectTagNamesFields)
  properties!: ObjectTagNamesFields;
}

export class ObjectTagsRequest extends ObjectTagNamesFields {
  @IsIn(TAGGABLE_TYPES)
  type!: TaggableType;

  @IsInt()
  @Min(1)
  id!: number;
}

export class TagsOfObjectsRequest {
  @IsIn(TAGGABLE_TYPES)
  type!: TaggableType;

  @IsArray()
  @IsInt({ each: true })
  ids!: number[];
}

export class ObjectsWithTagsRequest {
  @IsIn(TAGGABLE_TYPES)
  type!: TaggableType;

  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  tagIds?: number[];

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  tagNames?: string[];
}

export class FindTaggedRequest {
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  tagNames?: string[];

  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  tagIds?: number[];

  @IsOptional()
  @IsArray()
  @IsIn(TAGGABLE_TYPES, { each: true })
  types?: TaggableType[];
}

export const Tags = {
  list: defineRequest<ListRequest, ListReply<TagView>>('tags.tag.list', ListRequest, null),
  get: defineRequest<TagIdRequest, TagView>('tags.tag.get', TagIdRequest, null),
  create: defineRequest<TagWriteRequest, TagView>('tags.tag.create', TagWriteRequest, null),
  update: defineRequest<TagWriteRequest, TagView>('tags.tag.update', TagWriteRequest, null),
  delete: defineRequest<TagIdsRequest, { deleted: number }>('tags.tag.delete', TagIdsRequest, null),
  deleteByName: defineRequest<TagNamesRequest, { deleted: number }>('tags.tag.delete-by-name', TagNamesRequest, null),
  bulkCreate: defineRequest<BulkTagRequest, BulkTagReply>('tags.tag.bulk-create', BulkTagRequest, null),
  /** Adds tags (by name, created if needed) to one object the caller may edit. */
  tagObject: defineRequest<ObjectTagsRequest, { tagged: string[] }>('tags.object.tag', ObjectTagsRequest, null),
  untagObject: defineRequest<ObjectTagsRequest, { removed: number }>('tags.object.untag', ObjectTagsRequest, null),
  /** Tags of many objects of one type, for list pages (`tags` column). */
  tagsOf: defineRequest<TagsOfObjectsRequest, Record<string, { id: number; name: string; type: number }[]>>(
    'tags.object.tags-of',
    TagsOfObjectsRequest,
    null,
  ),
  /** Ids of objects of one type carrying any of the tags, for `*_tags` / `*_tag_id` list filters. */
  objectsWithTags: defineRequest<ObjectsWithTagsRequest, { ids: number[] }>('tags.object.with-tags', ObjectsWithTagsRequest, null),
  findTagged: defineRequest<FindTaggedRequest, { result: TaggedObjectView[] }>('tags.tagged.find', FindTaggedRequest, null),
};
