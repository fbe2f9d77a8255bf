import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export type SunburstLabelType = 'key' | 'value' | 'key_value';

/** Form data of Superset's `sunburst_v2`, with its keys: the hierarchy is `columns`. */
export interface SunburstFormData extends QueryFormData {
  columns?: QueryFormColumn[];
  metric?: QueryFormMetric;
  /** Colours nodes by its ratio to the primary metric on the linear scheme instead of by category. */
  secondary_metric?: QueryFormMetric | null;
  sort_by_metric?: boolean;
  linear_color_scheme?: string;
  show_labels?: boolean;
  /** Labels of slices narrower than this percentage of the circle are hidden. */
  show_labels_threshold?: number | string;
  show_total?: boolean;
  label_type?: SunburstLabelType;
  number_format?: string;
  date_format?: string;
}

/** One ring segment: a node of the hierarchy. */
export interface SunburstArc {
  key: string;
  name: string;
  depth: number;
  /** Angles in radians, clockwise from twelve o'clock; radii in pixels. */
  startAngle: number;
  endAngle: number;
  innerRadius: number;
  outerRadius: number;
  color: string;
  label: string;
  showLabel: boolean;
  /** Tooltip rows: share of the total, of the parent, the metric(s) and their ratio. */
  tooltipRows: { label: string; value: string }[];
  groupValues: DataValue[];
}

export interface SunburstChartProps {
  width: number;
  height: number;
  arcs: SunburstArc[];
  columns: string[];
  showTotal: boolean;
  formattedTotal: string;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
