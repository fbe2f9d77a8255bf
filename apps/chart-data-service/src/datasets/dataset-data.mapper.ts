import type { DashboardDatasetView, UserRef } from '@tessera/contracts';
import { genericTypeFromName, getDialect, isSupportedEngine, TIME_GRAINS, type SqlDialect, type TimeGrain } from '@tessera/query-engine';
import type { DatabaseEntity } from '../connections/database.entity';
import { parseFormData } from '../form-data/form-data';
import type { DatasetColumnEntity } from './dataset-column.entity';
import type { DatasetMetricEntity } from './dataset-metric.entity';
import { datasetName } from './dataset-naming';
import type { DatasetEntity } from './dataset.entity';

/** A dataset with its database, columns and metrics loaded. */
export type LoadedDataset = DatasetEntity & { database: DatabaseEntity; columns: DatasetColumnEntity[]; metrics: DatasetMetricEntity[] };

const dialectOf = (engine: string): SqlDialect | null => (isSupportedEngine(engine) ? getDialect(engine) : null);

/** Certification and warning kept in a column's or metric's `extra` JSON. */
function certificationOf(extra: string | null) {
  const parsed = parseFormData(extra);
  const certification =
    parsed.certification && typeof parsed.certification === 'object' ? (parsed.certification as Record<string, unknown>) : {};
  const certifiedBy = typeof certification.certified_by === 'string' ? certification.certified_by : null;
  return {
    is_certified: !!certifiedBy,
    certified_by: certifiedBy,
    certification_details: typeof certification.details === 'string' ? certification.details : null,
    warning_markdown: typeof parsed.warning_markdown === 'string' ? parsed.warning_markdown : null,
  };
}

function columnData(column: DatasetColumnEntity, dialect: SqlDialect | null): Record<string, unknown> {
  return {
    id: column.id,
    uuid: column.uuid,
    column_name: column.columnName,
    verbose_name: column.verboseName,
    description: column.description,
    expression: column.expression,
    filterable: column.filterable,
    groupby: column.groupby,
    is_dttm: column.isDttm,
    type: column.type,
    type_generic: column.type ? (dialect ? dialect.genericType(column.type) : genericTypeFromName(column.type)) : null,
    advanced_data_type: column.advancedDataType,
    python_date_format: column.pythonDateFormat,
    ...certificationOf(column.extra),
  };
}

function metricData(metric: DatasetMetricEntity): Record<string, unknown> {
  return {
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metricName,
    verbose_name: metric.verboseName,
    description: metric.description,
    expression: metric.expression,
    d3format: metric.d3format,
    currency: metric.currency ? parseFormData(metric.currency) : null,
    warning_text: metric.warningText,
    ...certificationOf(metric.extra),
  };
}

/** Python's `json.dumps([name, asc])`, which Superset uses as the choice value. */
const orderChoice = (name: string, ascending: boolean): [string, string] => [
  `[${JSON.stringify(name)}, ${ascending}]`,
  `${name} [${ascending ? 'asc' : 'desc'}]`,
];

function timeGrains(dialect: SqlDialect | null): [string, string][] {
  return (Object.entries(TIME_GRAINS) as [TimeGrain, string][]).filter(
    ([grain]) => !dialect || dialect.timeGrainExpression('t', grain) !== null,
  );
}

function databaseData(database: DatabaseEntity): Record<string, unknown> & { id: number; name: string; backend: string } {
  const extra = parseFormData(database.extra);
  return {
    id: database.id,
    name: database.databaseName,
    backend: database.engine,
    configuration_method: database.configurationMethod,
    allows_subquery: true,
    allows_cost_estimate: false,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    explore_database_id: database.id,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    allow_multi_catalog: extra.allow_multi_catalog === true,
  };
}

/**
 * A dataset as Explore and dashboards load it (Superset's `SqlaTable.data`, the shape of
 * `DashboardDatasetSchema`): columns, metrics, verbose names, formats, time columns and grains.
 */
export function toDatasetData(dataset: LoadedDataset, users: Map<number, UserRef>): DashboardDatasetView {
  const dialect = dialectOf(dataset.database.engine);
  const columns = [...dataset.columns].sort((a, b) => a.id - b.id);
  const metrics = [...dataset.metrics].sort((a, b) => a.id - b.id);
  const dttmColumns = columns.filter((column) => column.isDttm).map((column) => column.columnName);
  if (dataset.mainDttmCol && !dttmColumns.includes(dataset.mainDttmCol)) dttmColumns.push(dataset.mainDttmCol);
  const verboseMap: Record<string, string> = { __timestamp: 'Time' };
  for (const metric of metrics) verboseMap[metric.metricName] = metric.verboseName || metric.metricName;
  for (const column of columns) verboseMap[column.columnName] = column.verboseName || column.columnName;
  const table = dialect
    ? [dataset.catalog, dataset.schemaName, dataset.tableName]
        .filter((p): p is string => !!p)
        .map((p) => dialect.quoteIdentifier(p))
        .join('.')
    : dataset.tableName;
  return {
    id: dataset.id,
    uid: `${dataset.id}__table`,
    type: 'table',
    name: datasetName(dataset),
    table_name: dataset.tableName,
    datasource_name: dataset.tableName,
    catalog: dataset.catalog,
    schema: dataset.schemaName || null,
    sql: dataset.sql,
    description: dataset.description,
    database: databaseData(dataset.database),
    default_endpoint: dataset.defaultEndpoint,
    filter_select: dataset.filterSelectEnabled,
    filter_select_enabled: dataset.filterSelectEnabled,
    fetch_values_predicate: dataset.fetchValuesPredicate,
    offset: dataset.offset,
    cache_timeout: dataset.cacheTimeout,
    perm: `[${dataset.database.databaseName}].[${dataset.tableName}](id:${dataset.id})`,
    edit_url: `/tablemodelview/edit/${dataset.id}`,
    main_dttm_col: dataset.mainDttmCol,
    template_params: dataset.templateParams,
    is_sqllab_view: dataset.isSqllabView,
    extra: dataset.extra,
    always_filter_main_dttm: dataset.alwaysFilterMainDttm,
    normalize_columns: dataset.normalizeColumns,
    health_check_message: null,
    columns: columns.map((column) => columnData(column, dialect)),
    metrics: metrics.map(metricData),
    column_names: columns.map((column) => column.columnName),
    column_types: columns.map((column) =>
      column.type ? (dialect ? dialect.genericType(column.type) : genericTypeFromName(column.type)) : 1,
    ),
    column_formats: Object.fromEntries(metrics.filter((m) => m.d3format).map((m) => [m.metricName, m.d3format as string])),
    currency_formats: Object.fromEntries(metrics.filter((m) => m.currency).map((m) => [m.metricName, parseFormData(m.currency)])),
    verbose_map: verboseMap,
    order_by_choices: columns
      .map((c) => c.columnName)
      .sort()
      .flatMap((name) => [orderChoice(name, true), orderChoice(name, false)]),
    granularity_sqla: dttmColumns.map((name) => [name, name] as [string, string]),
    time_grain_sqla: timeGrains(dialect),
    select_star: `SELECT *\nFROM ${table}\nLIMIT 100`,
    owners: dataset.owners.flatMap((id) => (users.has(id) ? [{ ...(users.get(id) as UserRef) }] : [])),
  };
}
