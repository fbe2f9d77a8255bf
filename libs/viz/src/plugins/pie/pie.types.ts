import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** What each slice label shows. */
export type PieLabelType = 'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

export interface PieFormData extends QueryFormData {
  metric?: QueryFormMetric;
  groupby?: QueryFormColumn[];
  sort_by_metric?: boolean;
  show_other?: boolean;
  label_type?: PieLabelType;
  show_labels?: boolean;
  show_labels_threshold?: number;
  labels_outside?: boolean;
  show_legend?: boolean;
  show_total?: boolean;
  donut?: boolean;
  innerRadius?: number;
  outerRadius?: number;
  number_format?: string;
  date_format?: string;
}

export interface PieSlice {
  key: string;
  name: string;
  value: number;
  percent: number;
  color: string;
  label: string;
  formattedValue: string;
  formattedPercent: string;
  groupValues: DataValue[];
  /** The remainder beyond the row limit; it cannot be filtered on. */
  isOther: boolean;
  showLabel: boolean;
}

export interface PieChartProps {
  width: number;
  height: number;
  slices: PieSlice[];
  groupby: string[];
  showLegend: boolean;
  labelsOutside: boolean;
  donut: boolean;
  /** Radii in percent of the largest radius that fits. */
  innerRadius: number;
  outerRadius: number;
  showTotal: boolean;
  formattedTotal: string;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
