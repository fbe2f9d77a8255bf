import type { TimeGrain } from '../dialects';
import type { PostProcessingRule } from '../post-processing';
import type { RelativeAnchor } from '../time';

/** `result_type` values (`ChartDataResultType`). */
export type ChartDataResultType = 'columns' | 'full' | 'query' | 'results' | 'samples' | 'timegrains' | 'post_processed' | 'drill_detail';

/** `result_format` values. */
export type ChartDataResultFormat = 'json' | 'csv' | 'xlsx';

/** A datasource reference: `{id, type}` with type `table`, `query`, `dataset`, `sl_table` or `saved_query`. */
export interface DatasourceRef {
  id: number | string;
  type: string;
}

/** A custom SQL column (`expressionType: "SQL"`), e.g. a temporal x-axis `{columnType: "BASE_AXIS", timeGrain: "P1D"}`. */
export interface AdhocColumn {
  label?: string;
  sqlExpression: string;
  expressionType?: 'SQL';
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: TimeGrain | null;
  /** Set by clients when `sqlExpression` names a dataset column. */
  isColumnReference?: boolean;
}

/** A column reference: a dataset column name or an adhoc column. */
export type QueryColumn = string | AdhocColumn;

/** Aggregates of a SIMPLE adhoc metric. */
export type AdhocMetricAggregate = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

/** The column of a SIMPLE adhoc metric, as the explore UI sends it (extra keys are kept). */
export interface AdhocMetricColumn {
  column_name: string;
  type?: string | null;
  [key: string]: unknown;
}

/** An aggregate over one dataset column, labelled `SUM(num)` unless a label is given. */
export interface AdhocMetricSimple {
  expressionType: 'SIMPLE';
  aggregate: AdhocMetricAggregate;
  /** Omitted (or `*`) only with COUNT, which then counts rows. */
  column?: AdhocMetricColumn | null;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

/** A custom SQL aggregate expression, labelled by its SQL unless a label is given. */
export interface AdhocMetricSql {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

/** An adhoc metric: SIMPLE (aggregate over a column) or SQL (custom expression). */
export type AdhocMetric = AdhocMetricSimple | AdhocMetricSql;

/** A metric reference: a saved metric name or an adhoc metric. */
export type QueryMetric = string | AdhocMetric;

/** Filter operators (`FilterOperator`), matched case-insensitively. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'REGEX',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** A filter value; numbers on temporal columns are epoch milliseconds, `<NULL>` means NULL. */
export type FilterValue = string | number | boolean | null;

/** A simple filter (`{col, op, val}`) as built from adhoc and dashboard filters. */
export interface QueryFilter {
  col: QueryColumn;
  op: FilterOperator;
  val?: FilterValue | FilterValue[];
  /** Time grain applied to the column before comparing. */
  grain?: TimeGrain | null;
  /** Set on filters that came from a dashboard (extra filters). */
  isExtra?: boolean;
}

/** `extras`: custom WHERE/HAVING SQL, the legacy time grain and the relative time anchors. */
export interface QueryExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: TimeGrain | null;
  relative_start?: RelativeAnchor;
  relative_end?: RelativeAnchor;
  instant_time_comparison_range?: string | null;
  [key: string]: unknown;
}

/** `[column name, metric name or adhoc metric, ascending]`. */
export type OrderByClause = [QueryMetric, boolean];

/**
 * One query of a chart-data request, as Superset clients send it (`ChartDataQueryObjectSchema`).
 * {@link normalizeQueryObject} fills the defaults and folds the deprecated aliases into their
 * current fields, so compiled code reads only the current ones.
 */
export interface QueryObject {
  datasource?: DatasourceRef | null;
  result_type?: ChartDataResultType | null;
  annotation_layers?: Record<string, unknown>[];
  /** `{__time_range, __time_col, __time_grain}` extras a dashboard applied. */
  applied_time_extras?: Record<string, string>;
  apply_fetch_values_predicate?: boolean;
  filters: QueryFilter[];
  granularity?: string | null;
  columns: QueryColumn[];
  /** Null or absent means a raw (ungrouped) query; an empty list still groups by the columns. */
  metrics?: QueryMetric[] | null;
  post_processing: PostProcessingRule[];
  time_range?: string | null;
  /** Legacy bounds, read when `time_range` is absent. */
  since?: string | null;
  until?: string | null;
  time_shift?: string | null;
  is_timeseries: boolean;
  series_columns: QueryColumn[];
  series_limit: number;
  series_limit_metric?: QueryMetric | null;
  row_limit?: number | null;
  row_offset: number;
  order_desc: boolean;
  extras: QueryExtras;
  orderby: OrderByClause[];
  url_params?: Record<string, string>;
  is_rowcount: boolean;
  time_offsets: string[];
  /** @deprecated alias of `columns`. */
  groupby?: QueryColumn[];
  /** @deprecated alias of `granularity`. */
  granularity_sqla?: string | null;
  /** @deprecated alias of `series_limit`. */
  timeseries_limit?: number;
  /** @deprecated alias of `series_limit_metric`. */
  timeseries_limit_metric?: QueryMetric | null;
  /** @deprecated alias of `extras.where`. */
  where?: string;
  /** @deprecated alias of `extras.having`. */
  having?: string;
}

/** The body of `POST /api/v1/chart/data`. */
export interface QueryContext {
  datasource: DatasourceRef;
  force: boolean;
  queries: QueryObject[];
  form_data?: Record<string, unknown> | null;
  result_format: ChartDataResultFormat;
  result_type: ChartDataResultType;
  custom_cache_timeout?: number | null;
}
