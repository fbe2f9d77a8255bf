import type { QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** The period each block of cells covers. */
export type DomainGranularity = 'hour' | 'day' | 'week' | 'month' | 'year';
/** The period each cell covers. */
export type SubdomainGranularity = 'min' | 'hour' | 'day' | 'week' | 'month';

/** Form data of Superset's `cal_heatmap`, with its keys. */
export interface CalHeatmapFormData extends QueryFormData {
  granularity_sqla?: string;
  metrics?: QueryFormMetric[];
  domain_granularity?: DomainGranularity;
  subdomain_granularity?: SubdomainGranularity;
  linear_color_scheme?: string;
  cell_size?: number | string;
  cell_padding?: number | string;
  cell_radius?: number | string;
  /** How many colour steps the value range is cut into. */
  steps?: number | string;
  y_axis_format?: string;
  x_axis_time_format?: string;
  show_legend?: boolean;
  show_values?: boolean;
  show_metric_name?: boolean;
}

export interface CalendarCell {
  /** Start of the cell's period (UTC ms). */
  time: number;
  column: number;
  row: number;
  value: number | null;
  color: string;
  formattedValue: string;
}

/** One block of cells (a month of days, a year of weeks…) with its title. */
export interface CalendarDomain {
  label: string;
  columns: number;
  rows: number;
  cells: CalendarCell[];
}

/** The calendar of one metric. */
export interface CalendarMetric {
  label: string;
  domains: CalendarDomain[];
}

export interface CalHeatmapChartProps {
  width: number;
  height: number;
  metrics: CalendarMetric[];
  cellSize: number;
  cellPadding: number;
  cellRadius: number;
  /** The legend's colour steps, lowest first, each with the value it starts at. */
  legend: { color: string; label: string }[];
  showLegend: boolean;
  showValues: boolean;
  showMetricName: boolean;
  formatTime: (time: number) => string;
}
