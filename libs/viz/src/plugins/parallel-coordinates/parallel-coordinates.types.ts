import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

export interface ParallelCoordinatesFormData extends QueryFormData {
  series?: QueryFormColumn;
  metrics?: QueryFormMetric[];
  secondary_metric?: QueryFormMetric | null;
  /** Legacy series limit: with one row per series, the most rows to draw. */
  limit?: number | string | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  show_datatable?: boolean;
  include_series?: boolean;
  linear_color_scheme?: string;
}

/** One axis: the series names (categorical) or a metric (numeric). */
export interface ParallelAxis {
  key: string;
  label: string;
  type: 'string' | 'number';
}

/** One polyline: a row's value on every axis, coloured by the colour metric. */
export interface ParallelLine {
  series: DataValue;
  name: string;
  values: Record<string, DataValue>;
  color: string;
}

export interface ParallelCoordinatesProps {
  width: number;
  height: number;
  seriesColumn: string;
  axes: ParallelAxis[];
  lines: ParallelLine[];
  showDatatable: boolean;
}
