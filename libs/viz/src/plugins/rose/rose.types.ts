import type { DataValue } from '../../core/query/chart-data.types';
import type { TimeseriesFormData } from '../timeseries-common/timeseries-form-data';

/** Form data of Superset's legacy `rose`: a time series over a time column (`granularity_sqla` on legacy charts), drawn as petals. */
export interface RoseFormData extends TimeseriesFormData {
  number_format?: string;
  date_time_format?: string;
  /** Radius by the square root of the value, so a petal's area (not its length) reads as the value. */
  rose_area_proportion?: boolean;
}

/** One series' petal in one period. */
export interface RosePetal {
  seriesKey: string;
  label: string;
  color: string;
  value: number;
  formattedValue: string;
  radius: number;
  groupValues: DataValue[];
}

/** One period: an equal slice of the circle holding every series' petal, largest behind. */
export interface RoseSlice {
  x: number | string;
  label: string;
  startAngle: number;
  endAngle: number;
  petals: RosePetal[];
}

export interface RoseChartProps {
  width: number;
  height: number;
  slices: RoseSlice[];
  legend: { label: string; color: string }[];
  xColumn: string;
  groupby: string[];
  richTooltip: boolean;
  showLegend: boolean;
}
