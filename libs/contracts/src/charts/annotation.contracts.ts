import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { defineRequest } from '../bus/descriptor';
import { ListQueryDto, ListRequest, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';

const nullable = () => ValidateIf((_, v) => v !== null && v !== undefined);

/** `GET /api/v1/annotation_layer/`. */
export const ANNOTATION_LAYER_LIST_SPEC: ListResourceSpec = {
  resource: 'annotation_layer',
  listTitle: 'List Annotation Layer',
  listColumns: [
    'id',
    'name',
    'descr',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
  ],
  orderColumns: [
    'name',
    'descr',
    'created_by.first_name',
    'changed_by.first_name',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  searchColumns: { name: ['ct', 'eq', 'sw'], created_by: ['rel_o_m'], changed_by: ['rel_o_m'] },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

/** `GET /api/v1/annotation_layer/{pk}/annotation/`. */
export const ANNOTATION_LIST_SPEC: ListResourceSpec = {
  resource: 'annotation',
  listTitle: 'List Annotation',
  listColumns: [
    'id',
    'short_descr',
    'long_descr',
    'start_dttm',
    'end_dttm',
    'json_metadata',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
  ],
  orderColumns: [
    'short_descr',
    'long_descr',
    'start_dttm',
    'end_dttm',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'changed_by.first_name',
  ],
  searchColumns: { short_descr: ['ct', 'eq', 'sw'] },
  defaultOrder: { column: 'start_dttm', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

export class AnnotationLayerFields {
  @IsString() @MinLength(1) @MaxLength(250) name!: string;
  @IsOptional() @nullable() @IsString() @MaxLength(65_535) descr?: string | null;
}

export class AnnotationLayerUpdateFields {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(250) name?: string;
  @IsOptional() @nullable() @IsString() @MaxLength(65_535) descr?: string | null;
}

export class AnnotationLayerWriteRequest {
  @IsOptional() @IsInt() @Min(1) id?: number;
  @ValidateNested() @Type(() => AnnotationLayerUpdateFields) fields!: AnnotationLayerUpdateFields;
}

export class AnnotationLayerIdRequest {
  @IsInt() @Min(1) id!: number;
}

export class AnnotationLayerIdsRequest {
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

/** Superset's AnnotationPostSchema / AnnotationPutSchema (dates as ISO texts). */
export class AnnotationFields {
  @IsOptional() @IsString() @MinLength(1) @MaxLength(500) short_descr?: string;
  @IsOptional() @nullable() @IsString() @MaxLength(65_535) long_descr?: string | null;
  @IsOptional() @IsString() @MaxLength(64) start_dttm?: string;
  @IsOptional() @IsString() @MaxLength(64) end_dttm?: string;
  /** JSON text. */
  @IsOptional() @nullable() @IsString() @MaxLength(65_535) json_metadata?: string | null;
}

export class AnnotationWriteRequest {
  @IsInt() @Min(1) layerId!: number;
  @IsOptional() @IsInt() @Min(1) id?: number;
  @ValidateNested() @Type(() => AnnotationFields) fields!: AnnotationFields;
}

export class AnnotationIdRequest {
  @IsInt() @Min(1) layerId!: number;
  @IsInt() @Min(1) id!: number;
}

export class AnnotationIdsRequest {
  @IsInt() @Min(1) layerId!: number;
  @IsArray() @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

export class AnnotationListRequest {
  @IsInt() @Min(1) layerId!: number;
  @ValidateNested() @Type(() => ListQueryDto) query!: ListQueryDto;
}

export interface AnnotationLayerView {
  id: number;
  name: string;
  descr: string | null;
}

export interface AnnotationView {
  id: number;
  layer: { id: number; name: string };
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
}

export const AnnotationLayers = {
  list: defineRequest<ListRequest, ListReply>('charts.annotation-layer.list', ListRequest, null),
  get: defineRequest<AnnotationLayerIdRequest, AnnotationLayerView>('charts.annotation-layer.get', AnnotationLayerIdRequest, null),
  /** Creates without `id`, updates with it. */
  save: defineRequest<AnnotationLayerWriteRequest, AnnotationLayerView>('charts.annotation-layer.save', AnnotationLayerWriteRequest, null),
  delete: defineRequest<AnnotationLayerIdsRequest, { deleted: number }>('charts.annotation-layer.delete', AnnotationLayerIdsRequest, null),
};

export const Annotations = {
  list: defineRequest<AnnotationListRequest, ListReply>('charts.annotation.list', AnnotationListRequest, null),
  get: defineRequest<AnnotationIdRequest, AnnotationView>('charts.annotation.get', AnnotationIdRequest, null),
  save: defineRequest<AnnotationWriteRequest, AnnotationView>('charts.annotation.save', AnnotationWriteRequest, null),
  delete: defineRequest<AnnotationIdsRequest, { deleted: number }>('charts.annotation.delete', AnnotationIdsRequest, null),
};
