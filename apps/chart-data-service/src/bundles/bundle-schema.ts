/** Field kinds of the import YAML, checked with marshmallow's messages so Superset clients recognise them. */
type Kind = 'string' | 'string?' | 'boolean?' | 'integer?' | 'object?' | 'list';

export type FieldErrors = Record<string, string[]>;

const MISSING = 'Missing data for required field.';
const MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  boolean: 'Not a valid boolean.',
  integer: 'Not a valid integer.',
  object: 'Not a valid mapping type.',
  list: 'Not a valid list.',
};

function matches(kind: string, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return Array.isArray(value);
  }
}

/** Checks `value` against `schema`; unknown fields are ignored so newer exports still import. */
export function checkFields(value: unknown, schema: Record<string, Kind>): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { _schema: ['Invalid input type.'] };
  const record = value as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const [field, kind] of Object.entries(schema)) {
    const optional = kind.endsWith('?');
    const base = kind.replace('?', '');
    const given = record[field];
    if (given === undefined || given === null) {
      if (!optional) errors[field] = [MISSING];
    } else if (!matches(base, given)) {
      errors[field] = [MESSAGES[base]];
    }
  }
  return errors;
}

export const DATABASE_SCHEMA: Record<string, Kind> = {
  database_name: 'string',
  sqlalchemy_uri: 'string',
  uuid: 'string',
  version: 'string',
  cache_timeout: 'integer?',
  expose_in_sqllab: 'boolean?',
  allow_run_async: 'boolean?',
  allow_ctas: 'boolean?',
  allow_cvas: 'boolean?',
  allow_dml: 'boolean?',
  allow_csv_upload: 'boolean?',
  allow_file_upload: 'boolean?',
  impersonate_user: 'boolean?',
  extra: 'object?',
};

export const DATASET_SCHEMA: Record<string, Kind> = {
  table_name: 'string',
  uuid: 'string',
  version: 'string',
  database_uuid: 'string',
  main_dttm_col: 'string?',
  description: 'string?',
  default_endpoint: 'string?',
  offset: 'integer?',
  cache_timeout: 'integer?',
  catalog: 'string?',
  schema: 'string?',
  sql: 'string?',
  template_params: 'object?',
  filter_select_enabled: 'boolean?',
  fetch_values_predicate: 'string?',
  extra: 'object?',
  normalize_columns: 'boolean?',
  always_filter_main_dttm: 'boolean?',
  columns: 'list',
  metrics: 'list',
};

export const CHART_SCHEMA: Record<string, Kind> = {
  slice_name: 'string',
  viz_type: 'string',
  uuid: 'string',
  version: 'string',
  dataset_uuid: 'string',
  description: 'string?',
  certified_by: 'string?',
  certification_details: 'string?',
  params: 'object?',
  query_context: 'string?',
  cache_timeout: 'integer?',
};

export const COLUMN_SCHEMA: Record<string, Kind> = {
  column_name: 'string',
  verbose_name: 'string?',
  is_dttm: 'boolean?',
  is_active: 'boolean?',
  type: 'string?',
  advanced_data_type: 'string?',
  groupby: 'boolean?',
  filterable: 'boolean?',
  expression: 'string?',
  description: 'string?',
  python_date_format: 'string?',
  extra: 'object?',
};

export const METRIC_SCHEMA: Record<string, Kind> = {
  metric_name: 'string',
  expression: 'string',
  verbose_name: 'string?',
  metric_type: 'string?',
  description: 'string?',
  d3format: 'string?',
  extra: 'object?',
  warning_text: 'string?',
};

export const SAVED_QUERY_SCHEMA: Record<string, Kind> = {
  catalog: 'string?',
  schema: 'string?',
  label: 'string?',
  description: 'string?',
  sql: 'string',
  uuid: 'string',
  version: 'string',
  database_uuid: 'string',
};

export const DASHBOARD_SCHEMA: Record<string, Kind> = {
  dashboard_title: 'string',
  description: 'string?',
  css: 'string?',
  slug: 'string?',
  certified_by: 'string?',
  certification_details: 'string?',
  published: 'boolean?',
  uuid: 'string',
  position: 'object?',
  metadata: 'object?',
  version: 'string',
};

/** Errors of each list element, keyed like marshmallow: `columns.0.column_name`. */
export function checkList(items: unknown[], schema: Record<string, Kind>, field: string): FieldErrors {
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    for (const [key, messages] of Object.entries(checkFields(item, schema))) errors[`${field}.${index}.${key}`] = messages;
  });
  return errors;
}
