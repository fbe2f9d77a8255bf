import type { DatasetColumnView, DatasetMetricView, DatasetView } from './dataset-editor.api';

const STAMP = '2026-01-01T00:00:00';

export function columnView(id: number, column_name: string, type: string, overrides: Partial<DatasetColumnView> = {}): DatasetColumnView {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    column_name,
    verbose_name: null,
    description: null,
    expression: null,
    type,
    type_generic: null,
    advanced_data_type: null,
    filterable: true,
    groupby: true,
    is_active: true,
    is_dttm: false,
    python_date_format: null,
    extra: null,
    created_on: STAMP,
    changed_on: STAMP,
    ...overrides,
  };
}

export function metricView(
  id: number,
  metric_name: string,
  expression: string,
  overrides: Partial<DatasetMetricView> = {},
): DatasetMetricView {
  return {
    id,
    uuid: `00000000-0000-4000-9000-00000000000${id}`,
    metric_name,
    verbose_name: null,
    metric_type: null,
    expression,
    description: null,
    d3format: null,
    currency: null,
    warning_text: null,
    extra: null,
    created_on: STAMP,
    changed_on: STAMP,
    ...overrides,
  };
}

/** A virtual dataset over a small fruit query, as `GET /api/v1/dataset/{id}` answers. */
export function datasetView(overrides: Partial<DatasetView> = {}): DatasetView {
  return {
    id: 5,
    uuid: '00000000-0000-4000-8000-000000000005',
    uid: '5__table',
    name: 'public.fruit',
    table_name: 'fruit',
    datasource_name: 'fruit',
    datasource_type: 'table',
    kind: 'virtual',
    database: { id: 2, database_name: 'pg', backend: 'postgresql', allow_multi_catalog: false, allows_subquery: true },
    catalog: null,
    schema: 'public',
    sql: 'SELECT name, qty FROM fruit',
    description: null,
    main_dttm_col: null,
    default_endpoint: null,
    offset: 0,
    cache_timeout: null,
    is_sqllab_view: false,
    template_params: null,
    extra: null,
    is_managed_externally: false,
    external_url: null,
    filter_select_enabled: true,
    fetch_values_predicate: null,
    normalize_columns: false,
    always_filter_main_dttm: false,
    owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
    columns: [
      columnView(1, 'name', 'VARCHAR'),
      columnView(2, 'qty', 'INTEGER'),
      columnView(3, 'qty_x2', 'INTEGER', { expression: 'qty * 2' }),
    ],
    metrics: [metricView(1, 'count', 'COUNT(*)')],
    select_star: null,
    url: '/tablemodelview/edit/5',
    explore_url: '/explore/?datasource_type=table&datasource_id=5',
    verbose_map: {},
    column_formats: {},
    order_by_choices: [],
    time_grain_sqla: [],
    granularity_sqla: [],
    changed_on: STAMP,
    changed_on_humanized: 'a day ago',
    created_on: STAMP,
    created_on_humanized: 'a day ago',
    created_by: null,
    changed_by: null,
    ...overrides,
  };
}
