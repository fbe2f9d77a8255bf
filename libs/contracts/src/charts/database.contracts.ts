import { defineRequest } from '../bus/descriptor';
import { DistinctRequest, EmptyRequest, ListRequest, type DistinctReply, type ListReply } from '../rest/list-query.dto';
import type { ListResourceSpec } from '../rest/list-query.types';
import {
  DatabaseCreateRequest,
  DatabaseIdRequest,
  DatabaseSchemasRequest,
  DatabaseTableRequest,
  DatabaseTablesRequest,
  DatabaseUpdateRequest,
  ValidateParametersRequest,
} from './database.dto';
import type { AvailableEngineView, ConnectionError, DatabaseView, FunctionNamesReply } from './database.types';
import type { RelatedObjectsReply } from './dataset.contracts';

/** `GET /api/v1/database/` as Superset's DatabaseRestApi lists it. */
export const DATABASE_LIST_SPEC: ListResourceSpec = {
  resource: 'database',
  listTitle: 'List Databases',
  listColumns: [
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'allow_dml',
    'allow_run_async',
    'allow_multi_catalog',
    'allows_cost_estimate',
    'allows_subquery',
    'allows_virtual_table_explore',
    'backend',
    'changed_on',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'database_name',
    'explore_database_id',
    'expose_in_sqllab',
    'extra',
    'force_ctas_schema',
    'id',
    'uuid',
    'disable_data_preview',
    'disable_drill_to_detail',
    'engine_information',
  ],
  orderColumns: [
    'allow_file_upload',
    'allow_dml',
    'allow_run_async',
    'changed_on',
    'changed_on_delta_humanized',
    'created_by.first_name',
    'database_name',
    'expose_in_sqllab',
  ],
  searchColumns: {
    id: ['eq', 'in'],
    database_name: ['ct', 'sw', 'ew', 'eq', 'nct', 'neq'],
    expose_in_sqllab: ['eq'],
    allow_file_upload: ['eq', 'upload_is_enabled'],
    allow_dml: ['eq'],
    allow_run_async: ['eq'],
    created_by: ['rel_o_m', 'eq'],
    changed_by: ['rel_o_m', 'eq'],
    uuid: ['eq', 'in'],
  },
  defaultOrder: { column: 'changed_on', direction: 'desc' },
  defaultPageSize: 20,
  // Superset's database list has no page size cap (page_size -1 lists everything); a large cap keeps pickers simple.
  maxPageSize: 10_000,
  relatedFields: ['created_by', 'changed_by'],
};

export interface SchemaListReply {
  result: string[];
}

export interface TableListReply {
  count: number;
  // Superset sends no `extra` for plain tables; its schema types it as an object when present.
  result: { value: string; type: 'table' | 'view'; extra?: Record<string, unknown> }[];
}

export interface TableMetadataReply {
  name: string;
  columns: { name: string; type: string; longType: string; keys: unknown[]; comment: string | null }[];
  selectStar: string;
  primaryKey: { constrained_columns: string[]; name: string | null } | null;
  foreignKeys: unknown[];
  indexes: unknown[];
  comment: string | null;
}

export interface AvailableEnginesReply {
  databases: AvailableEngineView[];
}

export const Databases = {
  list: defineRequest<ListRequest, ListReply<Partial<DatabaseView>>>('charts.database.list', ListRequest, null),
  get: defineRequest<DatabaseIdRequest, DatabaseView>('charts.database.get', DatabaseIdRequest, null),
  create: defineRequest<DatabaseCreateRequest, DatabaseView>('charts.database.create', DatabaseCreateRequest, null, { timeoutMs: 60_000 }),
  update: defineRequest<DatabaseUpdateRequest, DatabaseView>('charts.database.update', DatabaseUpdateRequest, null, { timeoutMs: 60_000 }),
  delete: defineRequest<DatabaseIdRequest, { deleted: number }>('charts.database.delete', DatabaseIdRequest, null),
  /** The charts built on the database's datasets and the dashboards showing them (`/database/{pk}/related_objects/`). */
  relatedObjects: defineRequest<DatabaseIdRequest, RelatedObjectsReply>('charts.database.related-objects', DatabaseIdRequest, null),
  related: defineRequest<DistinctRequest, DistinctReply>('charts.database.related', DistinctRequest, null),
  /** The functions SQL may call on the database, for the SQL editor's autocomplete (cached a day). */
  functionNames: defineRequest<DatabaseIdRequest, FunctionNamesReply>('charts.database.function-names', DatabaseIdRequest, null, {
    timeoutMs: 60_000,
  }),
  /** `test_connection/`: succeeds or fails with Superset's connection errors. */
  /** Superset's `{message: 'OK'}`, plus whether the connection's role is a superuser (the form warns). */
  testConnection: defineRequest<DatabaseCreateRequest, { message: 'OK'; superuser: boolean }>(
    'charts.database.test-connection',
    DatabaseCreateRequest,
    null,
    { timeoutMs: 60_000 },
  ),
  validateParameters: defineRequest<ValidateParametersRequest, { errors: ConnectionError[] }>(
    'charts.database.validate-parameters',
    ValidateParametersRequest,
    null,
    {
      timeoutMs: 60_000,
    },
  ),
  available: defineRequest<EmptyRequest, AvailableEnginesReply>('charts.database.available', EmptyRequest, null),
  catalogs: defineRequest<DatabaseSchemasRequest, SchemaListReply>('charts.database.catalogs', DatabaseSchemasRequest, null, {
    timeoutMs: 60_000,
  }),
  schemas: defineRequest<DatabaseSchemasRequest, SchemaListReply>('charts.database.schemas', DatabaseSchemasRequest, null, {
    timeoutMs: 60_000,
  }),
  tables: defineRequest<DatabaseTablesRequest, TableListReply>('charts.database.tables', DatabaseTablesRequest, null, {
    timeoutMs: 60_000,
  }),
  tableMetadata: defineRequest<DatabaseTableRequest, TableMetadataReply>('charts.database.table-metadata', DatabaseTableRequest, null, {
    timeoutMs: 60_000,
  }),
  tableMetadataExtra: defineRequest<DatabaseTableRequest, Record<string, unknown>>(
    'charts.database.table-metadata-extra',
    DatabaseTableRequest,
    null,
    {
      timeoutMs: 60_000,
    },
  ),
  selectStar: defineRequest<DatabaseTableRequest, { result: string }>('charts.database.select-star', DatabaseTableRequest, null, {
    timeoutMs: 60_000,
  }),
};
