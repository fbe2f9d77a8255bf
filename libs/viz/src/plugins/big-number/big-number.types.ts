import type { QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export interface BigNumberFormData extends QueryFormData {
  metric?: QueryFormMetric;
  compare_lag?: number | string;
  compare_suffix?: string;
  show_trend_line?: boolean;
  start_y_axis_at_zero?: boolean;
  show_timestamp?: boolean;
  time_format?: string;
  force_timestamp_formatting?: boolean;
  y_axis_format?: string;
  header_font_size?: number;
  subheader_font_size?: number;
  color_picker?: { r: number; g: number; b: number; a?: number };
  rolling_type?: string;
  rolling_periods?: number | string;
  min_periods?: number | string;
  resample_rule?: string | null;
  resample_method?: string | null;
}

export interface TrendPoint {
  x: number;
  y: number | null;
}

/** Renderer props of the big number with trendline. */
export interface BigNumberChartProps {
  width: number;
  height: number;
  bigNumber: number | null;
  formattedBigNumber: string;
  /** The change vs `compare_lag` periods earlier, with its suffix (`+12.5% WoW`). */
  subheader: string;
  percentChange: number | null;
  timestamp: number | null;
  formattedTimestamp: string;
  showTimestamp: boolean;
  trendLine?: TrendPoint[];
  mainColor: string;
  startYAxisAtZero: boolean;
  headerFontSize: number;
  subheaderFontSize: number;
  metricLabel: string;
  xAxisLabel: string;
  formatValue: (value: number | null) => string;
  formatTime: (value: number) => string;
}
