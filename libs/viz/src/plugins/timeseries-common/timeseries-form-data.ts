import type { QueryFormData } from '../../core/query/query.types';

/** How series pile up: side by side, stacked, or stacked and scaled to 100 %. */
export type StackMode = 'none' | 'stack' | 'expand';

/** Form data of the time-series charts (line, area), with Superset's keys. */
export interface TimeseriesFormData extends QueryFormData {
  time_compare?: string[] | string;
  comparison_type?: string;
  time_shift_color?: boolean;
  rolling_type?: string;
  rolling_periods?: number | string;
  min_periods?: number | string;
  resample_rule?: string | null;
  resample_method?: string | null;
  contributionMode?: 'row' | 'column' | null;
  truncate_metric?: boolean;
  show_empty_columns?: boolean;
  /** `null`/`'None'` = no stacking, `'Stack'`, or `'Expand'` (100 % stacked). */
  stack?: string | null;
  show_value?: boolean;
  show_legend?: boolean;
  markerEnabled?: boolean;
  markerSize?: number;
  opacity?: number;
  rich_tooltip?: boolean;
  x_axis_time_format?: string;
  tooltipTimeFormat?: string;
  y_axis_format?: string;
  y_axis_bounds?: [number | null, number | null];
  logAxis?: boolean;
  x_axis_sort?: string;
  x_axis_sort_asc?: boolean;
}

/** The stack mode a form asks for; Superset saves `Stack`/`Expand`, older charts a boolean. */
export function stackModeOf(formData: TimeseriesFormData): StackMode {
  const value = formData.stack as unknown;
  if (value === 'Expand' || value === 'expand') return 'expand';
  if (value === 'Stack' || value === 'stack' || value === true) return 'stack';
  return 'none';
}
