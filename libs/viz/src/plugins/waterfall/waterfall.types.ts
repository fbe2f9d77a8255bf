import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { NumberFormatter } from '../../format/number-format';

/** A colour as Superset's colour picker saves it. */
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a?: number;
}

/** Form data of Superset's `waterfall`, with its keys. */
export interface WaterfallFormData extends QueryFormData {
  x_axis?: QueryFormColumn;
  /** The breakdown within each x value (Superset keeps only the first column). */
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric;
  show_value?: boolean;
  show_legend?: boolean;
  increase_color?: RgbaColor;
  decrease_color?: RgbaColor;
  total_color?: RgbaColor;
  x_axis_label?: string;
  x_axis_time_format?: string;
  y_axis_label?: string;
  y_axis_format?: string;
}

export type WaterfallKind = 'increase' | 'decrease' | 'total';

/** One floating bar: from the running total before it to the one after (totals from 0). */
export interface WaterfallStep {
  label: string;
  kind: WaterfallKind;
  /** The step's own value (the running total for totals). */
  value: number;
  from: number;
  to: number;
  formattedValue: string;
  /** Running total after the step. */
  formattedTotal: string;
  /** Columns and values a right-click drills to (none for totals). */
  drillColumns: string[];
  drillValues: DataValue[];
}

export interface WaterfallChartProps {
  width: number;
  height: number;
  steps: WaterfallStep[];
  colors: Record<WaterfallKind, string>;
  showValue: boolean;
  showLegend: boolean;
  xAxisLabel: string;
  yAxisLabel: string;
  yFormatter: NumberFormatter;
}
