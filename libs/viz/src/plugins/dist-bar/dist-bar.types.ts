import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Form data of Superset's categorical bar chart `dist_bar`, with its keys. */
export interface DistBarFormData extends QueryFormData {
  metrics?: QueryFormMetric[];
  /** The categories along the axis. */
  groupby?: QueryFormColumn[];
  /** Breakdowns: one bar series per value combination. */
  columns?: QueryFormColumn[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  /** Each category's bars as shares of the category's total. */
  contribution?: boolean;
  bar_stacked?: boolean;
  /** Sort categories by name instead of by the first metric. */
  order_bars?: boolean;
  show_bar_value?: boolean;
  show_legend?: boolean;
  y_axis_format?: string;
  y_axis_bounds?: [number | null, number | null];
}
