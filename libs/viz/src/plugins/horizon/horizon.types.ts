import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** How values map to bands: per series, one scale for all, or change from each series' first value. */
export type HorizonColorScale = 'series' | 'overall' | 'change';

export interface HorizonFormData extends QueryFormData {
  granularity_sqla?: string;
  metrics?: QueryFormMetric[];
  groupby?: QueryFormColumn[];
  limit?: number | string | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  contribution?: boolean;
  series_height?: number | string;
  horizon_color_scale?: HorizonColorScale;
}

export interface HorizonPoint {
  x: number;
  y: number;
}

export interface HorizonSeries {
  key: string;
  values: HorizonPoint[];
}

export interface HorizonChartProps {
  width: number;
  height: number;
  series: HorizonSeries[];
  seriesHeight: number;
  colorScale: HorizonColorScale;
}
