import type { DataValue } from '../../core/query/chart-data.types';
import type { NumberFormatter } from '../../format/number-format';
import type { TimeFormatter } from '../../format/time-format';
import type { StackMode } from './timeseries-form-data';

export interface TimeseriesPoint {
  x: number | string;
  y: number | null;
}

/** One drawn series: a pivoted result column. */
export interface TimeseriesSeries {
  /** The result column name, unique per chart. */
  key: string;
  label: string;
  color: string;
  points: TimeseriesPoint[];
  /** The series' dimension values, one per groupby column (empty without groupby). */
  groupValues: DataValue[];
  /** A time-shifted copy of another series, drawn dashed. */
  isTimeShift: boolean;
}

/**
 * How a series is drawn through its points, as Superset's series types name them: straight
 * segments, a smoothed curve, steps (changing at the start, middle or end between two points) or
 * markers alone.
 */
export type SeriesShape = 'line' | 'smooth' | 'start' | 'middle' | 'end' | 'scatter';

/** Renderer props shared by the line and area charts. */
export interface TimeseriesChartProps {
  width: number;
  height: number;
  xAxisType: 'time' | 'category';
  xValues: (number | string)[];
  xAxisLabel: string;
  series: TimeseriesSeries[];
  groupby: string[];
  xFormatter: TimeFormatter;
  tooltipTimeFormatter: TimeFormatter;
  yFormatter: NumberFormatter;
  stack: StackMode;
  area: boolean;
  shape: SeriesShape;
  opacity: number;
  showLegend: boolean;
  showValue: boolean;
  markerEnabled: boolean;
  markerSize: number;
  richTooltip: boolean;
  yAxisBounds: [number | null, number | null];
  logAxis: boolean;
  /** Dimension values currently cross-filtered on; other series are drawn faded. */
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
