import type { DataRecord } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Form data of Superset's `handlebars`, with its keys. */
export interface HandlebarsFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  percent_metrics?: QueryFormMetric[];
  all_columns?: QueryFormColumn[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_by_cols?: string[];
  /** The template, rendered with `{ data }` (the query's rows). */
  handlebarsTemplate?: string;
  /** CSS applied to the rendered template only. */
  styleTemplate?: string;
}

export interface HandlebarsChartProps {
  width: number;
  height: number;
  template: string;
  style: string;
  data: DataRecord[];
}
