import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Where a point's label sits relative to the point. */
export type RadarLabelPosition = 'top' | 'bottom' | 'left' | 'right' | 'inside';

/** Per-metric axis bounds, as Superset's "Customize Metrics" saves them (null: from the data). */
export interface RadarMetricConfig {
  radarMetricMaxValue?: number | null;
  radarMetricMinValue?: number | null;
}

/** Form data of Superset's `radar`, with its keys. */
export interface RadarFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  timeseries_limit_metric?: QueryFormMetric | null;
  show_legend?: boolean;
  show_labels?: boolean;
  label_type?: 'value' | 'key_value';
  label_position?: string;
  number_format?: string;
  date_format?: string;
  column_config?: Record<string, RadarMetricConfig>;
  is_circle?: boolean;
}

/** One axis of the radar: a metric and the range its spoke spans. */
export interface RadarIndicator {
  name: string;
  min: number;
  max: number;
}

/** One polygon: a group's value on every metric. */
export interface RadarSeries {
  name: string;
  color: string;
  values: (number | null)[];
  formattedValues: string[];
  /** The text by each point when labels show. */
  labels: string[];
  groupValues: DataValue[];
}

export interface RadarChartProps {
  width: number;
  height: number;
  indicators: RadarIndicator[];
  series: RadarSeries[];
  groupby: string[];
  showLegend: boolean;
  showLabels: boolean;
  labelPosition: RadarLabelPosition;
  isCircle: boolean;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
