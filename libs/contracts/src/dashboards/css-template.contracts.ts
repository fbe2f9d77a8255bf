import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { defineRequest } from '../bus/descriptor';
import { ListRequest, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';
import type { UserRef } from '../objects/object-types';

const TEXT = ['ct', 'sw', 'ew', 'eq', 'nct', 'nsw', 'new', 'neq'] as const;

/** `GET /api/v1/css_template/` as Superset's CssTemplateRestApi lists it. */
export const CSS_TEMPLATE_LIST_SPEC: ListResourceSpec = {
  resource: 'css_template',
  listTitle: 'List Css Template',
  listColumns: [
    'changed_on_delta_humanized',
    'changed_by.first_name',
    'changed_by.id',
    'changed_by.last_name',
    'created_on',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'css',
    'id',
    'template_name',
  ],
  orderColumns: ['template_name', 'changed_on_delta_humanized', 'created_on'],
  searchColumns: { template_name: TEXT, created_by: ['rel_o_m', 'nrel_o_m'], changed_by: ['rel_o_m', 'nrel_o_m'] },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
};

/** A CSS template as Superset's show and list schemas answer it. */
export interface CssTemplateView {
  id: number;
  template_name: string;
  css: string;
  created_on: string;
  changed_on_delta_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}

/** The add and edit fields of `POST`/`PUT /api/v1/css_template/`. */
export class CssTemplateFields {
  @IsOptional() @IsString() @MaxLength(250) template_name?: string;
  @IsOptional() @IsString() css?: string;
}

export class CssTemplateUpdateRequest extends CssTemplateFields {
  @IsInt()
  @Min(1)
  id!: number;
}

export class CssTemplateIdRequest {
  @IsInt()
  @Min(1)
  id!: number;
}

export class CssTemplateIdsRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  ids!: number[];
}

/** Dashboard CSS templates, kept by the dashboard service: any user with the permission sees them all, as in Superset. */
export const CssTemplates = {
  list: defineRequest<ListRequest, ListReply<CssTemplateView>>('dashboards.css-template.list', ListRequest, null),
  get: defineRequest<CssTemplateIdRequest, CssTemplateView>('dashboards.css-template.get', CssTemplateIdRequest, null),
  create: defineRequest<CssTemplateFields, CssTemplateView>('dashboards.css-template.create', CssTemplateFields, null),
  update: defineRequest<CssTemplateUpdateRequest, CssTemplateView>('dashboards.css-template.update', CssTemplateUpdateRequest, null),
  delete: defineRequest<CssTemplateIdsRequest, { deleted: number }>('dashboards.css-template.delete', CssTemplateIdsRequest, null),
};
