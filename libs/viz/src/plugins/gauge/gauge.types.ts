import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Form data of Superset's `gauge_chart`, with its keys (numbers may be saved as text). */
export interface GaugeFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric;
  sort_by_metric?: boolean;
  min_val?: number | string | null;
  max_val?: number | string | null;
  /** Degrees, counter-clockwise from three o'clock (225 and -45 by default). */
  start_angle?: number | string;
  end_angle?: number | string;
  font_size?: number;
  number_format?: string;
  /** Text around the value, `{value}` standing for it, e.g. `{value} km`. */
  value_formatter?: string;
  show_pointer?: boolean;
  animation?: boolean;
  show_axis_tick?: boolean;
  show_split_line?: boolean;
  split_number?: number;
  show_progress?: boolean;
  overlap?: boolean;
  round_cap?: boolean;
  /** Comma-separated upper bounds of coloured axis intervals, e.g. `50,80,100`. */
  intervals?: string;
  /** Comma-separated 1-based picks of the scheme's colours, one per interval. */
  interval_color_indices?: string;
}

export interface GaugeItem {
  name: string;
  value: number;
  formattedValue: string;
  color: string;
  groupValues: DataValue[];
}

export interface GaugeChartProps {
  width: number;
  height: number;
  items: GaugeItem[];
  metricLabel: string;
  groupby: string[];
  min: number;
  max: number;
  startAngle: number;
  endAngle: number;
  fontSize: number;
  /** Axis labels at every split, formatted. */
  ticks: { value: number; label: string }[];
  /** Coloured axis segments: each up to a share (0..1) of the axis. Empty for a plain axis. */
  intervals: { to: number; color: string }[];
  showPointer: boolean;
  showAxisTick: boolean;
  showSplitLine: boolean;
  showProgress: boolean;
  overlap: boolean;
  roundCap: boolean;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
