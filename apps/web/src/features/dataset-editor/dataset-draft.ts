import { t } from '../../i18n';
import type { DatasetMetricView, DatasetUpdatePayload, DatasetView } from './dataset-editor.api';
import type { DatasetDraft, EditableColumn, EditableMetric } from './dataset-editor.types';

interface MetricExtra {
  certification?: { certified_by?: string | null; details?: string | null };
  [key: string]: unknown;
}

function parseExtra(extra: string | null): MetricExtra {
  if (!extra) return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return parsed && typeof parsed === 'object' ? (parsed as MetricExtra) : {};
  } catch {
    return {};
  }
}

let nextKey = 0;
/** A key for a metric row; new metrics have no id to key on. */
export function metricKey(): string {
  nextKey += 1;
  return `metric-${nextKey}`;
}

function toEditableMetric(metric: DatasetMetricView): EditableMetric {
  const certification = parseExtra(metric.extra).certification;
  return {
    key: metricKey(),
    id: metric.id,
    uuid: metric.uuid,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name,
    metric_type: metric.metric_type,
    expression: metric.expression,
    description: metric.description,
    d3format: metric.d3format,
    warning_text: metric.warning_text,
    extra: metric.extra,
    certified_by: certification?.certified_by ?? '',
    certification_details: certification?.details ?? '',
    currency_symbol: metric.currency?.symbol ?? '',
    currency_position: metric.currency?.symbolPosition === 'suffix' ? 'suffix' : 'prefix',
  };
}

/** The draft the modal edits, from the dataset as the server sends it. */
export function toDraft(dataset: DatasetView): DatasetDraft {
  return {
    table_name: dataset.table_name,
    sql: dataset.kind === 'virtual' ? (dataset.sql ?? '') : null,
    description: dataset.description ?? '',
    main_dttm_col: dataset.main_dttm_col,
    default_endpoint: dataset.default_endpoint ?? '',
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate ?? '',
    cache_timeout: dataset.cache_timeout === null ? '' : String(dataset.cache_timeout),
    offset: String(dataset.offset ?? 0),
    template_params: dataset.template_params ?? '',
    extra: dataset.extra ?? '',
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    columns: dataset.columns.map(
      ({
        id,
        uuid,
        column_name,
        verbose_name,
        description,
        expression,
        type,
        advanced_data_type,
        filterable,
        groupby,
        is_active,
        is_dttm,
        python_date_format,
        extra,
      }) => ({
        id,
        uuid,
        column_name,
        verbose_name,
        description,
        expression,
        type,
        advanced_data_type,
        filterable,
        groupby,
        is_active,
        is_dttm,
        python_date_format,
        extra,
      }),
    ),
    metrics: dataset.metrics.map(toEditableMetric),
  };
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text : null);

function metricExtra(metric: EditableMetric): string | null {
  const extra = parseExtra(metric.extra);
  delete extra.certification;
  if (metric.certified_by.trim() || metric.certification_details.trim()) {
    extra.certification = { certified_by: blankToNull(metric.certified_by), details: blankToNull(metric.certification_details) };
  }
  return Object.keys(extra).length ? JSON.stringify(extra) : null;
}

/** The `PUT /api/v1/dataset/{id}` body for the draft; owners and source stay as they are. */
export function toUpdatePayload(
  dataset: DatasetView,
  draft: DatasetDraft,
  columns: readonly EditableColumn[] = draft.columns,
): DatasetUpdatePayload {
  return {
    table_name: draft.table_name,
    database_id: dataset.database.id,
    sql: draft.sql,
    schema: dataset.schema,
    description: blankToNull(draft.description),
    main_dttm_col: draft.main_dttm_col,
    default_endpoint: blankToNull(draft.default_endpoint),
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: blankToNull(draft.fetch_values_predicate),
    cache_timeout: draft.cache_timeout.trim() === '' ? null : Number(draft.cache_timeout),
    offset: Number(draft.offset || 0),
    template_params: blankToNull(draft.template_params),
    extra: blankToNull(draft.extra),
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    owners: dataset.owners.map((owner) => owner.id),
    columns: columns.map((column) => ({
      ...column,
      verbose_name: blankToNull(column.verbose_name),
      description: blankToNull(column.description),
      python_date_format: blankToNull(column.python_date_format),
    })),
    metrics: draft.metrics.map((metric) => {
      const {
        key: _key,
        certified_by: _certifiedBy,
        certification_details: _details,
        currency_symbol,
        currency_position,
        ...fields
      } = metric;
      return {
        ...fields,
        verbose_name: blankToNull(fields.verbose_name),
        description: blankToNull(fields.description),
        d3format: blankToNull(fields.d3format),
        warning_text: blankToNull(fields.warning_text),
        currency: currency_symbol.trim() ? { symbol: currency_symbol.trim(), symbolPosition: currency_position } : null,
        extra: metricExtra(metric),
      };
    }),
  };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** What keeps Save disabled, one message per problem. */
export function validateDraft(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const column of draft.columns) {
    if (!column.column_name.trim()) errors.push(t('Column name is required'));
    else if (seen.has(column.column_name)) errors.push(t('Column name [%s] is duplicated', column.column_name));
    seen.add(column.column_name);
    if (column.expression !== null && !column.expression.trim())
      errors.push(t('Calculated column [%s] requires an expression', column.column_name));
  }
  const metricNames = new Set<string>();
  for (const metric of draft.metrics) {
    if (!metric.metric_name.trim()) errors.push(t('Metric name is required'));
    else if (metricNames.has(metric.metric_name)) errors.push(t('Metric name [%s] is duplicated', metric.metric_name));
    metricNames.add(metric.metric_name);
    if (!metric.expression.trim()) errors.push(t('Metric [%s] requires an expression', metric.metric_name));
  }
  if (draft.sql !== null && !draft.sql.trim()) errors.push(t('Virtual datasets need SQL'));
  if (draft.cache_timeout.trim() && !/^\d+$/.test(draft.cache_timeout.trim()))
    errors.push(t('Cache timeout must be a whole number of seconds'));
  if (!/^-?\d*$/.test(draft.offset.trim())) errors.push(t('Hours offset must be a whole number'));
  if (draft.extra.trim() && !isJsonObject(draft.extra)) errors.push(t('Extra must be valid JSON'));
  if (draft.template_params.trim() && !isJsonObject(draft.template_params)) errors.push(t('Template parameters must be valid JSON'));
  return errors;
}
