import type { DatasetColumnView, DatasetListRow, DatasetMetricView, DatasetView, ObjectSummary, UserRef } from '@tessera/contracts';
import { findEngineSpec } from '@tessera/engines';
import { humanizeDelta } from '@tessera/platform';
import { fullName } from '../access/user-names';
import type { DatabaseEntity } from '../connections/database.entity';
import { parseFormData } from '../form-data/form-data';
import { toDatasetData, type LoadedDataset } from './dataset-data.mapper';
import { datasetExploreUrl, datasetName } from './dataset-naming';
import type { DatasetEntity } from './dataset.entity';

const userOf = (users: Map<number, UserRef>, id: number | null) => (id !== null ? (users.get(id) ?? null) : null);
const ownersOf = (dataset: DatasetEntity, users: Map<number, UserRef>) => dataset.owners.flatMap((id) => users.get(id) ?? []);
/** A stored currency, or null when there is none or it is unreadable. */
function currencyOf(text: string | null): DatasetMetricView['currency'] {
  const parsed = parseFormData(text);
  return typeof parsed.symbol === 'string' && typeof parsed.symbolPosition === 'string'
    ? { symbol: parsed.symbol, symbolPosition: parsed.symbolPosition }
    : null;
}

const kindOf = (dataset: DatasetEntity) => (dataset.sql && dataset.sql.trim() !== '' ? 'virtual' : 'physical');

/** The user ids a dataset's views name. */
export const userIdsOf = (dataset: DatasetEntity) => [...dataset.owners, dataset.createdBy, dataset.changedBy];

/** `GET /api/v1/dataset/{id}` result: the stored fields plus what Explore derives from them. */
export function toDatasetView(dataset: LoadedDataset, users: Map<number, UserRef>, now = new Date()): DatasetView {
  const data = toDatasetData(dataset, users);
  const typeGeneric = new Map((data.columns as { id: number; type_generic: number | null }[]).map((c) => [c.id, c.type_generic]));
  const columns: DatasetColumnView[] = [...dataset.columns]
    .sort((a, b) => a.id - b.id)
    .map((column) => ({
      id: column.id,
      uuid: column.uuid,
      column_name: column.columnName,
      verbose_name: column.verboseName,
      description: column.description,
      expression: column.expression,
      type: column.type,
      type_generic: typeGeneric.get(column.id) ?? null,
      advanced_data_type: column.advancedDataType,
      filterable: column.filterable,
      groupby: column.groupby,
      is_active: column.isActive,
      is_dttm: column.isDttm,
      python_date_format: column.pythonDateFormat,
      extra: column.extra,
      created_on: column.createdOn.toISOString(),
      changed_on: column.changedOn.toISOString(),
    }));
  const metrics: DatasetMetricView[] = [...dataset.metrics]
    .sort((a, b) => a.id - b.id)
    .map((metric) => ({
      id: metric.id,
      uuid: metric.uuid,
      metric_name: metric.metricName,
      verbose_name: metric.verboseName,
      metric_type: metric.metricType,
      expression: metric.expression,
      description: metric.description,
      d3format: metric.d3format,
      currency: currencyOf(metric.currency),
      warning_text: metric.warningText,
      extra: metric.extra,
      created_on: metric.createdOn.toISOString(),
      changed_on: metric.changedOn.toISOString(),
    }));
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    uid: `${dataset.id}__table`,
    name: datasetName(dataset),
    table_name: dataset.tableName,
    datasource_name: dataset.tableName,
    datasource_type: 'table',
    kind: kindOf(dataset),
    database: databaseRef(dataset.database),
    catalog: dataset.catalog,
    schema: dataset.schemaName,
    sql: dataset.sql,
    description: dataset.description,
    main_dttm_col: dataset.mainDttmCol,
    default_endpoint: dataset.defaultEndpoint,
    offset: dataset.offset,
    cache_timeout: dataset.cacheTimeout,
    is_sqllab_view: dataset.isSqllabView,
    template_params: dataset.templateParams,
    extra: dataset.extra,
    is_managed_externally: dataset.isManagedExternally,
    external_url: dataset.externalUrl,
    filter_select_enabled: dataset.filterSelectEnabled,
    fetch_values_predicate: dataset.fetchValuesPredicate,
    normalize_columns: dataset.normalizeColumns,
    always_filter_main_dttm: dataset.alwaysFilterMainDttm,
    owners: ownersOf(dataset, users),
    columns,
    metrics,
    select_star: data.select_star as string,
    url: `/tablemodelview/edit/${dataset.id}`,
    explore_url: datasetExploreUrl(dataset),
    verbose_map: data.verbose_map ?? {},
    column_formats: data.column_formats ?? {},
    order_by_choices: data.order_by_choices as [string, string][],
    time_grain_sqla: data.time_grain_sqla ?? [],
    granularity_sqla: data.granularity_sqla ?? [],
    changed_on: dataset.changedOn.toISOString(),
    changed_on_humanized: humanizeDelta(dataset.changedOn, now),
    created_on: dataset.createdOn.toISOString(),
    created_on_humanized: humanizeDelta(dataset.createdOn, now),
    created_by: userOf(users, dataset.createdBy),
    changed_by: userOf(users, dataset.changedBy),
  };
}

function databaseRef(database: DatabaseEntity): DatasetView['database'] {
  const extra = parseFormData(database.extra);
  return {
    id: database.id,
    database_name: database.databaseName,
    backend: findEngineSpec(database.engine)?.engine ?? database.engine,
    allow_multi_catalog: extra.allow_multi_catalog === true,
    allows_subquery: true,
  };
}

/** A row of `GET /api/v1/dataset/`. */
export function toDatasetListRow(
  dataset: DatasetEntity,
  database: DatabaseEntity | undefined,
  users: Map<number, UserRef>,
  now = new Date(),
): DatasetListRow {
  const changedBy = userOf(users, dataset.changedBy);
  return {
    id: dataset.id,
    uuid: dataset.uuid,
    table_name: dataset.tableName,
    catalog: dataset.catalog,
    schema: dataset.schemaName,
    sql: dataset.sql,
    description: dataset.description,
    default_endpoint: dataset.defaultEndpoint,
    extra: dataset.extra,
    kind: kindOf(dataset),
    datasource_type: 'table',
    explore_url: datasetExploreUrl(dataset),
    database: { id: dataset.databaseId, database_name: database?.databaseName ?? '' },
    owners: ownersOf(dataset, users),
    changed_by: changedBy,
    changed_by_name: fullName(changedBy),
    changed_on_utc: dataset.changedOn.toISOString(),
    changed_on_delta_humanized: humanizeDelta(dataset.changedOn, now),
  };
}

/** How tags, favourites and recents name a dataset. */
export function toDatasetObjectSummary(dataset: DatasetEntity, users: Map<number, UserRef>, editable: boolean): ObjectSummary {
  return {
    type: 'dataset',
    id: dataset.id,
    name: datasetName(dataset),
    url: datasetExploreUrl(dataset),
    changed_on: dataset.changedOn.toISOString(),
    created_by: userOf(users, dataset.createdBy),
    owners: ownersOf(dataset, users),
    editable,
  };
}
