import { defineRequest } from '../bus/descriptor';
import { DistinctRequest, ListRequest, type DistinctReply, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';
import { ChartCreateRequest, ChartDeleteRequest, ChartRefRequest, ChartUpdateRequest } from './chart.dto';
import type { ChartListRow, ChartView, ChartWriteReply } from './chart.types';

const TEXT_OPERATORS = ['ct', 'sw', 'ew', 'eq', 'nct', 'nsw', 'new', 'neq'] as const;

/** `GET /api/v1/chart/` as Superset's ChartRestApi lists it. */
export const CHART_LIST_SPEC: ListResourceSpec = {
  resource: 'chart',
  listTitle: 'List Slice',
  listColumns: [
    'is_managed_externally',
    'certified_by',
    'certification_details',
    'cache_timeout',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_dttm',
    'changed_on_utc',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'created_by_name',
    'created_on_delta_humanized',
    'datasource_id',
    'datasource_name_text',
    'datasource_type',
    'datasource_url',
    'description',
    'description_markeddown',
    'edit_url',
    'form_data',
    'id',
    'last_saved_at',
    'last_saved_by.id',
    'last_saved_by.first_name',
    'last_saved_by.last_name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'dashboards.id',
    'dashboards.dashboard_title',
    'params',
    'slice_name',
    'slice_url',
    'table.default_endpoint',
    'table.table_name',
    'thumbnail_url',
    'url',
    'viz_type',
    'tags.id',
    'tags.name',
    'tags.type',
    'uuid',
  ],
  orderColumns: [
    'changed_by.first_name',
    'changed_on_delta_humanized',
    'datasource_id',
    'datasource_name',
    'last_saved_at',
    'last_saved_by.id',
    'last_saved_by.first_name',
    'last_saved_by.last_name',
    'slice_name',
    'viz_type',
  ],
  searchColumns: {
    created_by: ['rel_o_m', 'nrel_o_m', 'chart_created_by_me', 'chart_has_created_by'],
    changed_by: ['rel_o_m', 'nrel_o_m'],
    last_saved_at: ['eq', 'neq', 'gt', 'lt'],
    last_saved_by: ['rel_o_m', 'nrel_o_m'],
    datasource_id: ['eq', 'neq', 'in'],
    datasource_name: TEXT_OPERATORS,
    datasource_type: TEXT_OPERATORS,
    description: TEXT_OPERATORS,
    id: ['eq', 'neq', 'in', 'gt', 'lt', 'chart_is_favorite', 'chart_is_certified', 'chart_owned_created_favored_by_me'],
    uuid: ['eq', 'in'],
    owners: ['rel_m_m'],
    dashboards: ['rel_m_m'],
    slice_name: [...TEXT_OPERATORS, 'chart_all_text'],
    viz_type: TEXT_OPERATORS,
    tags: ['chart_tags', 'chart_tag_id'],
  },
  // Superset orders by `changed_on`; the list exposes it as this column.
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
  relatedFields: ['owners', 'created_by', 'changed_by', 'dashboards'],
  distinctFields: ['viz_type'],
};

/**
 * The chart service's chart subjects. Reads see charts on datasets the caller may query (Admin sees
 * all); edits need Admin or ownership.
 */
export const Charts = {
  list: defineRequest<ListRequest, ListReply<ChartListRow>>('charts.chart.list', ListRequest, null),
  /** By id or uuid; 404 when missing or on a dataset the caller may not query. */
  get: defineRequest<ChartRefRequest, ChartView>('charts.chart.get', ChartRefRequest, null),
  create: defineRequest<ChartCreateRequest, ChartWriteReply>('charts.chart.create', ChartCreateRequest, null),
  update: defineRequest<ChartUpdateRequest, ChartWriteReply>('charts.chart.update', ChartUpdateRequest, null),
  /** Deletes all or none: 404 when any id is missing, 403 when any is not the caller's to delete. */
  delete: defineRequest<ChartDeleteRequest, { deleted: number }>('charts.chart.delete', ChartDeleteRequest, null),
  /** `related/dashboards`: dashboards the caller sees, by title. */
  related: defineRequest<DistinctRequest, DistinctReply>('charts.chart.related', DistinctRequest, null),
  /** `distinct/viz_type`: the chart types in use among the charts the caller sees. */
  distinct: defineRequest<DistinctRequest, DistinctReply>('charts.chart.distinct', DistinctRequest, null),
};
