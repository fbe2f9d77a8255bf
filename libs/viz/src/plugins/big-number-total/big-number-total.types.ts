import type { QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export interface BigNumberTotalFormData extends QueryFormData {
  metric?: QueryFormMetric;
  subheader?: string;
  y_axis_format?: string;
  time_format?: string;
  force_timestamp_formatting?: boolean;
  header_font_size?: number;
  subheader_font_size?: number;
}

export interface BigNumberTotalChartProps {
  width: number;
  height: number;
  bigNumber: number | string | null;
  formattedBigNumber: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
  metricLabel: string;
}
