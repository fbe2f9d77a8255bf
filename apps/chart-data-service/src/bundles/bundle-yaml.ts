import {
  PASSWORD_MASK,
  type DashboardBundleItem,
  type DashboardYaml,
  type SavedQueryBundleItem,
  type SavedQueryYaml,
  parseBoundedJson,
} from '@tessera/contracts';
import type { ChartEntity } from '../charts/chart.entity';
import type { DatabaseEntity } from '../connections/database.entity';
import { displayUri } from '../connections/database-uri';
import type { DatasetColumnEntity } from '../datasets/dataset-column.entity';
import type { DatasetMetricEntity } from '../datasets/dataset-metric.entity';
import type { DatasetEntity } from '../datasets/dataset.entity';

export const BUNDLE_VERSION = '1.0.0';

/** `metadata.yaml` types Superset writes per resource. */
export const METADATA_TYPES = {
  database: 'Database',
  dataset: 'SqlaTable',
  chart: 'Slice',
  saved_query: 'SavedQuery',
  dashboard: 'Dashboard',
  assets: 'assets',
} as const;

export interface DatabaseYaml {
  database_name: string;
  sqlalchemy_uri: string;
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_csv_upload: boolean;
  extra: Record<string, unknown>;
  impersonate_user: boolean;
  uuid: string;
  version: string;
}

export interface ColumnYaml {
  column_name: string;
  verbose_name: string | null;
  is_dttm: boolean;
  is_active: boolean;
  type: string | null;
  advanced_data_type: string | null;
  groupby: boolean;
  filterable: boolean;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  extra: Record<string, unknown> | null;
}

export interface MetricYaml {
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: Record<string, unknown> | string | null;
  extra: Record<string, unknown> | null;
  warning_text: string | null;
}

export interface DatasetYaml {
  table_name: string;
  main_dttm_col: string | null;
  description: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  params: null;
  template_params: Record<string, unknown> | null;
  filter_select_enabled: boolean;
  fetch_values_predicate: string | null;
  extra: Record<string, unknown> | null;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  uuid: string;
  metrics: MetricYaml[];
  columns: ColumnYaml[];
  version: string;
  database_uuid: string;
}

/** JSON text stored in a column, as the object export YAML carries (bad JSON exports as null). */
function jsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = parseBoundedJson(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function databaseYaml(database: DatabaseEntity): DatabaseYaml {
  return {
    database_name: database.databaseName,
    sqlalchemy_uri: displayUri(database.sqlalchemyUri, database.encryptedPassword !== null),
    cache_timeout: database.cacheTimeout,
    expose_in_sqllab: database.exposeInSqllab,
    allow_run_async: database.allowRunAsync,
    allow_ctas: database.allowCtas,
    allow_cvas: database.allowCvas,
    allow_dml: database.allowDml,
    allow_csv_upload: database.allowFileUpload,
    extra: jsonObject(database.extra) ?? {},
    impersonate_user: database.impersonateUser,
    uuid: database.uuid,
    version: BUNDLE_VERSION,
  };
}

function columnYaml(column: DatasetColumnEntity): ColumnYaml {
  return {
    column_name: column.columnName,
    verbose_name: column.verboseName,
    is_dttm: column.isDttm,
    is_active: column.isActive,
    type: column.type,
    advanced_data_type: column.advancedDataType,
    groupby: column.groupby,
    filterable: column.filterable,
    expression: column.expression,
    description: column.description,
    python_date_format: column.pythonDateFormat,
    extra: jsonObject(column.extra),
  };
}

function metricYaml(metric: DatasetMetricEntity): MetricYaml {
  return {
    metric_name: metric.metricName,
    verbose_name: metric.verboseName,
    metric_type: metric.metricType,
    expression: metric.expression,
    description: metric.description,
    d3format: metric.d3format,
    currency: jsonObject(metric.currency) ?? metric.currency,
    extra: jsonObject(metric.extra),
    warning_text: metric.warningText,
  };
}

export function datasetYaml(dataset: DatasetEntity, database: DatabaseEntity): DatasetYaml {
  const byName = <T extends { columnName?: string; metricName?: string }>(a: T, b: T) =>
    (a.columnName ?? a.metricName ?? '').localeCompare(b.columnName ?? b.metricName ?? '');
  return {
    table_name: dataset.tableName,
    main_dttm_col: dataset.mainDttmCol,
    description: dataset.description,
    default_endpoint: dataset.defaultEndpoint,
    offset: dataset.offset,
    cache_timeout: dataset.cacheTimeout,
    catalog: dataset.catalog,
    schema: dataset.schemaName,
    sql: dataset.sql,
    params: null,
    template_params: jsonObject(dataset.templateParams),
    filter_select_enabled: dataset.filterSelectEnabled,
    fetch_values_predicate: dataset.fetchValuesPredicate,
    extra: jsonObject(dataset.extra),
    normalize_columns: dataset.normalizeColumns,
    always_filter_main_dttm: dataset.alwaysFilterMainDttm,
    uuid: dataset.uuid,
    metrics: [...(dataset.metrics ?? [])].sort(byName).map(metricYaml),
    columns: [...(dataset.columns ?? [])].sort(byName).map(columnYaml),
    version: BUNDLE_VERSION,
    database_uuid: database.uuid,
  };
}

export interface ChartYaml {
  slice_name: string;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  viz_type: string;
  params: Record<string, unknown>;
  query_context: string | null;
  cache_timeout: number | null;
  uuid: string;
  version: string;
  dataset_uuid: string;
}

export function chartYaml(chart: ChartEntity, dataset: DatasetEntity): ChartYaml {
  return {
    slice_name: chart.sliceName,
    description: chart.description,
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    viz_type: chart.vizType,
    params: jsonObject(chart.params) ?? {},
    query_context: chart.queryContext,
    cache_timeout: chart.cacheTimeout,
    uuid: chart.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: dataset.uuid,
  };
}

export function isMasked(uriPassword: string | null): boolean {
  return uriPassword === PASSWORD_MASK;
}

export function savedQueryYaml(query: SavedQueryBundleItem, database: DatabaseEntity): SavedQueryYaml {
  return {
    catalog: query.catalog,
    schema: query.schema,
    label: query.label,
    description: query.description,
    sql: query.sql ?? '',
    uuid: query.uuid,
    version: BUNDLE_VERSION,
    database_uuid: database.uuid,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Superset's dashboard file: each CHART node of the layout also names its chart's uuid, and native
 * filter targets name their dataset's uuid, so an import can point them at its own ids.
 */
export function dashboardYaml(
  dashboard: DashboardBundleItem,
  chartUuids: ReadonlyMap<number, string>,
  datasetUuids: ReadonlyMap<number, string>,
): DashboardYaml {
  const position = dashboard.position
    ? Object.fromEntries(
        Object.entries(dashboard.position).map(([key, node]) => {
          if (!isRecord(node) || node.type !== 'CHART' || !isRecord(node.meta)) return [key, node];
          const uuid = chartUuids.get(node.meta.chartId as number);
          return [key, uuid ? { ...node, meta: { ...node.meta, uuid } } : node];
        }),
      )
    : null;
  const metadata = { ...dashboard.metadata };
  delete metadata.positions;
  if (Array.isArray(metadata.native_filter_configuration)) {
    metadata.native_filter_configuration = metadata.native_filter_configuration.map((filter) => {
      if (!isRecord(filter) || !Array.isArray(filter.targets)) return filter;
      const targets = filter.targets.map((target) => {
        if (!isRecord(target) || typeof target.datasetId !== 'number') return target;
        const { datasetId, ...rest } = target;
        const datasetUuid = datasetUuids.get(datasetId);
        return datasetUuid ? { ...rest, datasetUuid } : target;
      });
      return { ...filter, targets };
    });
  }
  return {
    dashboard_title: dashboard.dashboard_title,
    description: dashboard.description,
    css: dashboard.css,
    slug: dashboard.slug,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    published: dashboard.published,
    uuid: dashboard.uuid,
    position,
    metadata,
    version: BUNDLE_VERSION,
  };
}
