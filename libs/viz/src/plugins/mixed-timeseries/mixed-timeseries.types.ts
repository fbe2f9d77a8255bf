import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormData } from '../../core/query/query.types';
import type { NumberFormatter } from '../../format/number-format';
import type { TimeFormatter } from '../../format/time-format';
import type { StackMode } from '../timeseries-common/timeseries-form-data';
import type { SeriesShape, TimeseriesSeries } from '../timeseries-common/timeseries.types';

/** How a query's series are drawn, as Superset's `seriesType` names it. */
export type MixedSeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

/**
 * Form data of Superset's `mixed_timeseries`: a shared x-axis and time grain, query A's fields under
 * their plain keys, query B's under the same keys with `_b` (query fields) or `B` (look) appended.
 */
export interface MixedTimeseriesFormData extends QueryFormData {
  seriesType?: MixedSeriesType;
  seriesTypeB?: MixedSeriesType;
  stack?: boolean | string | null;
  stackB?: boolean | string | null;
  area?: boolean;
  areaB?: boolean;
  show_value?: boolean;
  show_valueB?: boolean;
  opacity?: number;
  opacityB?: number;
  markerEnabled?: boolean;
  markerEnabledB?: boolean;
  markerSize?: number;
  markerSizeB?: number;
  /** 0 = the primary (left) y-axis, 1 = the secondary (right) one. */
  yAxisIndex?: number | string;
  yAxisIndexB?: number | string;
  y_axis_format?: string;
  y_axis_format_secondary?: string;
  y_axis_bounds?: [number | null, number | null];
  y_axis_bounds_secondary?: [number | null, number | null];
  logAxis?: boolean;
  logAxisSecondary?: boolean;
  yAxisTitleSecondary?: string;
  show_query_identifiers?: boolean;
  show_legend?: boolean;
  rich_tooltip?: boolean;
  x_axis_time_format?: string;
  tooltipTimeFormat?: string;
}

export type QueryId = 'A' | 'B';

/** One drawn series of either query, with how its query asked it drawn. */
export interface MixedSeries extends TimeseriesSeries {
  query: QueryId;
  kind: 'bar' | SeriesShape;
  area: boolean;
  stack: StackMode;
  axis: 0 | 1;
  markerEnabled: boolean;
  markerSize: number;
  opacity: number;
  showValue: boolean;
}

export interface MixedTimeseriesChartProps {
  width: number;
  height: number;
  xAxisType: 'time' | 'category';
  /** Every x value of both queries, in order; each series has a point (maybe empty) at each. */
  xValues: (number | string)[];
  xAxisLabel: string;
  series: MixedSeries[];
  groupby: Record<QueryId, string[]>;
  xFormatter: TimeFormatter;
  tooltipTimeFormatter: TimeFormatter;
  /** Primary and secondary axis formats. */
  yFormatters: [NumberFormatter, NumberFormatter];
  yAxisBounds: [[number | null, number | null], [number | null, number | null]];
  logAxis: [boolean, boolean];
  secondaryTitle: string;
  showLegend: boolean;
  richTooltip: boolean;
  selectedValues: DataValue[];
}
