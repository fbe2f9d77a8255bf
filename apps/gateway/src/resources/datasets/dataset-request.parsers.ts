import { serverPlural, serverText } from '@tessera/platform';
import {
  badRequest,
  DATASET_SHOW_COLUMNS,
  DATASET_SHOW_TITLE,
  type ExternalMetadataRequest,
  type SamplesRequest,
} from '@tessera/contracts';
import { MAX_ID } from '../../http/id-param.pipe';
import { decodeQueryObject } from '../../rest/rison-query';
import { buildItemShowResponse } from '../../rest/show-response';

const SAMPLES_TYPES = ['table', 'query', 'dataset', 'sl_table', 'saved_query'];

/** Superset's `Deleted 1 dataset` / `Deleted 3 datasets`. */
export function deletedDatasetsMessage(count: number): string {
  return serverPlural('Deleted %s dataset', 'Deleted %s datasets', count, count);
}

/** `?override_columns=true|false` of a dataset save. */
export function overrideColumnsFlag(value: unknown): boolean {
  if (value === undefined) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(serverText('override_columns must be true or false'));
}

/** `GET /api/v1/dataset/{id}?q=(columns:!(…),keys:!(…))`. */
export function buildDatasetShowResponse(id: number, result: Record<string, unknown>, q: unknown): Record<string, unknown> {
  return buildItemShowResponse(id, result, q, { columns: DATASET_SHOW_COLUMNS, title: DATASET_SHOW_TITLE });
}

/** `POST /datasource/samples?datasource_type=&datasource_id=&force=&page=&per_page=`. */
export function parseSamplesQuery(query: Record<string, unknown>): Omit<SamplesRequest, 'payload'> {
  const datasourceType = query.datasource_type;
  if (typeof datasourceType !== 'string' || !SAMPLES_TYPES.includes(datasourceType)) {
    throw badRequest(serverText('datasource_type must be one of %s', SAMPLES_TYPES.join(', ')));
  }
  const datasourceId = positiveInteger(query.datasource_id, 'datasource_id');
  if (datasourceId === undefined) throw badRequest(serverText('datasource_id is required'));
  const force = query.force;
  if (force !== undefined && force !== 'true' && force !== 'false') throw badRequest(serverText('force must be true or false'));
  return {
    datasourceType,
    datasourceId,
    force: force === 'true',
    page: positiveInteger(query.page, 'page'),
    perPage: positiveInteger(query.per_page, 'per_page'),
  };
}

/** `GET /datasource/external_metadata_by_name/?q=(datasource_type:table,database_name:…,schema_name:…,table_name:…)`. */
export function parseExternalMetadataQuery(q: unknown): ExternalMetadataRequest {
  const raw = decodeQueryObject(q, [
    'datasource_type',
    'database_name',
    'database_id',
    'catalog_name',
    'schema_name',
    'table_name',
    'sql',
    'normalize_columns',
    'always_filter_main_dttm',
  ]);
  const type = raw.datasource_type ?? 'table';
  if (typeof type !== 'string' || !['table', 'query', 'dataset'].includes(type))
    throw badRequest(serverText('Not a valid rison schema: datasource_type must be table, query or dataset'));
  const databaseId = raw.database_id;
  if (databaseId !== undefined && !(Number.isInteger(databaseId) && (databaseId as number) >= 1 && (databaseId as number) <= MAX_ID))
    throw badRequest(serverText('Not a valid rison schema: database_id must be a positive integer'));
  if (raw.normalize_columns !== undefined && typeof raw.normalize_columns !== 'boolean')
    throw badRequest(serverText('Not a valid rison schema: normalize_columns must be !t or !f'));
  if (databaseId === undefined && raw.database_name === undefined)
    throw badRequest(serverText('Not a valid rison schema: database_name is required'));
  return {
    datasourceType: type,
    databaseId: databaseId as number | undefined,
    databaseName: text(raw.database_name, 'database_name') ?? undefined,
    catalogName: text(raw.catalog_name, 'catalog_name'),
    schemaName: text(raw.schema_name, 'schema_name'),
    tableName: text(raw.table_name, 'table_name'),
    sql: text(raw.sql, 'sql'),
    normalizeColumns: raw.normalize_columns as boolean | undefined,
  };
}

function text(value: unknown, name: string): string | null | undefined {
  if (value === undefined || value === null) return value as null | undefined;
  if (typeof value !== 'string') throw badRequest(serverText('Not a valid rison schema: %s must be text', name));
  return value;
}

function positiveInteger(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < 1 || number > MAX_ID)
    throw badRequest(serverText('%s must be a positive integer', name));
  return number;
}
