import { defineRequest } from '../bus/descriptor';
import { DistinctRequest, ListRequest, type DistinctReply, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';
import {
  DatasetChildRequest,
  DatasetCreateRequest,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  DatasetIdRequest,
  DatasetIdsRequest,
  DatasetUpdateRequest,
  ExternalMetadataRequest,
  SamplesRequest,
} from './dataset.dto';
import type { DatasetListRow, DatasetView } from './dataset.types';

/** `GET /api/v1/dataset/` as Superset's DatasetRestApi lists it. */
export const DATASET_LIST_SPEC: ListResourceSpec = {
  resource: 'dataset',
  listTitle: 'List Datasets',
  listColumns: [
    'id',
    'database.id',
    'database.database_name',
    'changed_by_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'default_endpoint',
    'description',
    'datasource_type',
    'explore_url',
    'extra',
    'kind',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'catalog',
    'schema',
    'sql',
    'table_name',
    'uuid',
  ],
  orderColumns: ['table_name', 'schema', 'changed_by.first_name', 'changed_on_delta_humanized', 'database.database_name'],
  searchColumns: {
    id: ['eq', 'in', 'dataset_is_certified'],
    table_name: ['ct', 'sw', 'ew', 'eq', 'nct', 'neq'],
    database: ['rel_o_m', 'eq'],
    catalog: ['eq', 'ct'],
    schema: ['eq', 'ct'],
    owners: ['rel_m_m'],
    sql: ['dataset_is_null_or_empty'],
    created_by: ['rel_o_m', 'eq'],
    changed_by: ['rel_o_m', 'eq'],
  },
  defaultOrder: { column: 'changed_on_delta_humanized', direction: 'desc' },
  defaultPageSize: 20,
  maxPageSize: 100,
  relatedFields: ['owners', 'database', 'created_by', 'changed_by'],
  distinctFields: ['catalog', 'schema'],
};

/** `PUT /api/v1/dataset/{id}/refresh`: Superset's `OK`, plus the column names the sync changed. */
export interface RefreshReply {
  message: 'OK';
  added: string[];
  modified: string[];
  removed: string[];
}

export interface RelatedObjectsReply {
  charts: { count: number; result: { id: number; slice_name: string; viz_type: string }[] };
  dashboards: { count: number; result: { id: number; json_metadata: string | null; slug: string | null; title: string }[] };
}

export interface SamplesReply {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  total_count: number;
  page: number;
  per_page: number;
  cache_key?: string;
  is_cached?: boolean;
}

export interface ExternalColumn {
  column_name: string;
  name: string;
  type: string;
  type_generic: number;
  is_dttm: boolean;
  nullable?: boolean;
  default?: unknown;
  comment?: string | null;
}

export const Datasets = {
  list: defineRequest<ListRequest, ListReply<DatasetListRow>>('charts.dataset.list', ListRequest, null),
  get: defineRequest<DatasetIdRequest, DatasetView>('charts.dataset.get', DatasetIdRequest, null),
  create: defineRequest<DatasetCreateRequest, DatasetView>('charts.dataset.create', DatasetCreateRequest, null, { timeoutMs: 60_000 }),
  update: defineRequest<DatasetUpdateRequest, DatasetView>('charts.dataset.update', DatasetUpdateRequest, null, { timeoutMs: 60_000 }),
  delete: defineRequest<DatasetIdsRequest, { deleted: number }>('charts.dataset.delete', DatasetIdsRequest, null),
  deleteColumn: defineRequest<DatasetChildRequest, { message: 'OK' }>('charts.dataset.delete-column', DatasetChildRequest, null),
  deleteMetric: defineRequest<DatasetChildRequest, { message: 'OK' }>('charts.dataset.delete-metric', DatasetChildRequest, null),
  refresh: defineRequest<DatasetIdRequest, RefreshReply>('charts.dataset.refresh', DatasetIdRequest, null, { timeoutMs: 60_000 }),
  duplicate: defineRequest<DatasetDuplicateRequest, DatasetView>('charts.dataset.duplicate', DatasetDuplicateRequest, null, {
    timeoutMs: 60_000,
  }),
  getOrCreate: defineRequest<DatasetGetOrCreateRequest, { table_id: number }>(
    'charts.dataset.get-or-create',
    DatasetGetOrCreateRequest,
    null,
    {
      timeoutMs: 60_000,
    },
  ),
  relatedObjects: defineRequest<DatasetIdRequest, RelatedObjectsReply>('charts.dataset.related-objects', DatasetIdRequest, null),
  related: defineRequest<DistinctRequest, DistinctReply>('charts.dataset.related', DistinctRequest, null),
  distinct: defineRequest<DistinctRequest, DistinctReply>('charts.dataset.distinct', DistinctRequest, null),
  samples: defineRequest<SamplesRequest, SamplesReply>('charts.datasource.samples', SamplesRequest, null, { timeoutMs: 120_000 }),
  externalMetadata: defineRequest<ExternalMetadataRequest, ExternalColumn[]>(
    'charts.datasource.external-metadata',
    ExternalMetadataRequest,
    null,
    {
      timeoutMs: 60_000,
    },
  ),
};
