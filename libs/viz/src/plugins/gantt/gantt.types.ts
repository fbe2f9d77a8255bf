import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { TimeFormatter } from '../../format/time-format';

/** Form data of Superset's `gantt_chart`, with its keys. */
export interface GanttFormData extends QueryFormData {
  start_time?: QueryFormColumn;
  end_time?: QueryFormColumn;
  y_axis?: QueryFormColumn;
  series?: QueryFormColumn;
  /** Each y category split into a row per series value. */
  subcategories?: boolean;
  tooltip_metrics?: QueryFormMetric[];
  tooltip_columns?: QueryFormColumn[];
  order_by_cols?: string[];
  show_legend?: boolean;
  x_axis_time_format?: string;
  tooltipTimeFormat?: string;
}

export interface GanttBar {
  /** Row index from the top. */
  row: number;
  start: number;
  end: number;
  color: string;
  yValue: DataValue;
  seriesValue: DataValue;
  /** Extra tooltip lines: the tooltip metrics and columns of the row. */
  details: { label: string; value: string }[];
}

export interface GanttChartProps {
  width: number;
  height: number;
  rows: string[];
  bars: GanttBar[];
  legend: { label: string; color: string }[];
  yColumn: string;
  seriesColumn: string | null;
  showLegend: boolean;
  formatAxis: TimeFormatter;
  formatTooltip: TimeFormatter;
}
