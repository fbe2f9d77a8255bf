/** How a query object is turned into SQL. */
export type CompileMode =
  /** GROUP BY the columns, aggregate the metrics (Superset when `metrics` is a list). */
  | 'aggregate'
  /** Columns only, no grouping (table charts in raw mode; `metrics` null). */
  | 'raw'
  /** `result_type: samples`: every dataset column, no metrics, no time filter. */
  | 'samples'
  /** `result_type: drill_detail`: every dataset column, filters (time included) kept. */
  | 'drill_detail';

export interface CompileOptions {
  /** The current instant for relative time ranges. */
  now: Date;
  /** Row-level security clauses for the caller on this dataset, ANDed into WHERE. */
  rlsClauses?: readonly string[];
  /** `SQL_MAX_ROW`: no query returns more rows (default 100,000). */
  rowLimitCap?: number;
  /** `ROW_LIMIT`: used when `row_limit` is 0 or absent (default 50,000). */
  defaultRowLimit?: number;
  /** `SAMPLES_ROW_LIMIT`: default limit in samples mode (default 1,000). */
  samplesRowLimit?: number;
  /** Defaults to the query's `result_type` (samples, drill_detail), else aggregate when `metrics` is a list or `is_timeseries`, else raw. */
  mode?: CompileMode;
  /** Superset's `ALLOW_ADHOC_SUBQUERY` (default false). */
  allowAdhocSubqueries?: boolean;
}

export interface AppliedFilter {
  column: string;
}

export interface RejectedFilter {
  /** `not_in_datasource` for unknown columns, `no_temporal_column` for time extras on a dataset without one. */
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

/** A query object compiled for one engine. */
export interface CompiledQuery {
  /** SQL with the engine's placeholders (`$1` or `?`). */
  sql: string;
  /** Values for the placeholders, in order. */
  params: unknown[];
  /** The same SQL with the values inlined as literals, for "view query" (never executed). */
  displaySql: string;
  /** Output column labels in SELECT order; result columns are renamed to these by position. */
  columns: string[];
  /** Labels of the metric columns. */
  metricLabels: string[];
  /** Start of the query's time range (epoch ms), for `from_dttm`. */
  fromDttm: number | null;
  /** End of the query's time range (epoch ms), for `to_dttm`. */
  toDttm: number | null;
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  /** The LIMIT actually applied. */
  rowLimit: number;
}
