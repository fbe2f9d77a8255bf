/**
 * The chart-data request shapes of `POST /api/v1/chart/data` (Superset's QueryContext),
 * as the browser builds them from a chart's form data.
 */

/** A physical column name or an adhoc SQL column. */
export type QueryFormColumn = string | AdhocColumn;

/** Superset's adhoc column; `columnType: 'BASE_AXIS'` marks the x-axis of a time series. */
export interface AdhocColumn {
  label?: string;
  sqlExpression: string;
  expressionType: 'SQL';
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string;
  isColumnReference?: boolean;
}

/** A saved metric name or an adhoc metric. */
export type QueryFormMetric = string | AdhocMetric;

export interface AdhocMetric {
  expressionType: 'SIMPLE' | 'SQL';
  aggregate?: string | null;
  column?: { column_name: string; type?: string | null } | null;
  sqlExpression?: string | null;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

/** `[column or metric, ascending]`. */
export type QueryFormOrderBy = [QueryFormColumn | QueryFormMetric, boolean];

/** An adhoc filter as the filter control stores it. */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause: 'WHERE' | 'HAVING';
  subject?: QueryFormColumn;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
  timeGrain?: string;
  isExtra?: boolean;
}

/** A simple filter clause of a query object. */
export interface QueryObjectFilterClause {
  col: QueryFormColumn;
  op: string;
  val?: unknown;
  grain?: string;
  isExtra?: boolean;
}

/** One post-processing step, run by the server on the query result. */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: string;
  relative_start?: string;
  relative_end?: string;
}

/** Filters and overrides pushed into a chart by native filters and cross-filters. */
export interface ExtraFormData {
  filters?: QueryObjectFilterClause[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  time_compare?: string;
  relative_start?: string;
  relative_end?: string;
}

/** One query of a QueryContext. */
export interface QueryObject {
  columns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  orderby?: QueryFormOrderBy[];
  filters?: QueryObjectFilterClause[];
  extras?: QueryObjectExtras;
  annotation_layers?: unknown[];
  applied_time_extras?: Record<string, string>;
  granularity?: string;
  time_range?: string;
  row_limit?: number;
  row_offset?: number;
  order_desc?: boolean;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric;
  is_timeseries?: boolean;
  time_offsets?: string[];
  post_processing?: PostProcessingRule[];
  url_params?: Record<string, string>;
  is_rowcount?: boolean;
}

/** The body of `POST /api/v1/chart/data`. */
export interface QueryContext {
  datasource: { id: number; type: string };
  force: boolean;
  queries: QueryObject[];
  form_data: QueryFormData;
  result_format: 'json' | 'csv' | 'xlsx';
  result_type: 'full' | 'samples' | 'query' | 'results' | 'columns' | 'post_processed' | 'drill_detail';
}

/**
 * A chart's saved parameters. Shared keys are typed; each plugin reads its own keys from the
 * index signature through its own form-data interface.
 */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  slice_id?: number;
  force?: boolean;
  metrics?: QueryFormMetric[];
  metric?: QueryFormMetric;
  groupby?: QueryFormColumn[];
  columns?: QueryFormColumn[];
  all_columns?: QueryFormColumn[];
  x_axis?: QueryFormColumn;
  adhoc_filters?: AdhocFilter[];
  extra_filters?: QueryObjectFilterClause[];
  extra_form_data?: ExtraFormData;
  time_range?: string;
  granularity?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  row_limit?: number | string | null;
  row_offset?: number | string | null;
  order_desc?: boolean;
  timeseries_limit_metric?: QueryFormMetric | null;
  series_limit?: number | string | null;
  series_limit_metric?: QueryFormMetric | null;
  series_columns?: QueryFormColumn[];
  url_params?: Record<string, string>;
  annotation_layers?: unknown[];
  result_format?: QueryContext['result_format'];
  result_type?: QueryContext['result_type'];
  color_scheme?: string;
  label_colors?: Record<string, string>;
  shared_label_colors?: string[] | Record<string, string>;
  color_namespace?: string;
  [key: string]: unknown;
}
