import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** How a category axis is ordered: by label or by the metric's total. */
export type HeatmapAxisSort = 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc';

/** Form data of Superset's `heatmap_v2`, with its keys. */
export interface HeatmapFormData extends QueryFormData {
  x_axis?: QueryFormColumn;
  /** The y-axis dimension (a single column). */
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric;
  /** Which cells a rank is computed among: all of them, each x column, or each y row. */
  normalize_across?: 'heatmap' | 'x' | 'y';
  /** Colour cells by their rank rather than their value. */
  normalized?: boolean;
  sort_x_axis?: HeatmapAxisSort;
  sort_y_axis?: HeatmapAxisSort;
  linear_color_scheme?: string;
  show_legend?: boolean;
  show_values?: boolean;
  show_percentage?: boolean;
  y_axis_format?: string;
  x_axis_time_format?: string;
}

export interface HeatmapCell {
  /** Column and row index of the cell in the axis order. */
  x: number;
  y: number;
  xValue: DataValue;
  yValue: DataValue;
  color: string;
  formattedValue: string;
  /** The cell's share of the total, formatted. */
  formattedPercent: string;
}

export interface HeatmapChartProps {
  width: number;
  height: number;
  xLabels: string[];
  yLabels: string[];
  cells: HeatmapCell[];
  xColumn: string;
  yColumn: string;
  metricLabel: string;
  /** Colours of the legend gradient from its low to its high end, with the formatted ends. */
  legend: { colors: string[]; low: string; high: string };
  showLegend: boolean;
  showValues: boolean;
  showPercentage: boolean;
}
