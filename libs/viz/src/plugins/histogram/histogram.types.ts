import type { QueryFormColumn, QueryFormData } from '../../core/query/query.types';

/** Form data of Superset's `histogram_v2`, with its keys. */
export interface HistogramFormData extends QueryFormData {
  /** The numeric column whose values are binned. */
  column?: QueryFormColumn;
  /** One bar series per group. */
  groupby?: QueryFormColumn[];
  bins?: number | string;
  normalize?: boolean;
  cumulative?: boolean;
  x_axis_format?: string;
  y_axis_format?: string;
  show_value?: boolean;
  show_legend?: boolean;
}
