import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { NumberFormatter } from '../../format/number-format';

/** Form data of Superset's `bubble_v2`, with its keys. */
export interface BubbleFormData extends QueryFormData {
  /** One bubble per value of this column. */
  entity?: QueryFormColumn;
  /** Bubbles are coloured (and listed in the legend) by this column's values. */
  series?: QueryFormColumn;
  x?: QueryFormMetric;
  y?: QueryFormMetric;
  size?: QueryFormMetric;
  orderby?: QueryFormMetric;
  order_desc?: boolean;
  max_bubble_size?: number | string;
  opacity?: number;
  show_legend?: boolean;
  logXAxis?: boolean;
  logYAxis?: boolean;
  xAxisFormat?: string;
  y_axis_format?: string;
  tooltipSizeFormat?: string;
  x_axis_label?: string;
  y_axis_label?: string;
}

export interface Bubble {
  entity: DataValue;
  /** The legend group the bubble belongs to. */
  series: string;
  x: number;
  y: number;
  size: number;
  color: string;
  /** Filters that isolate the bubble: the entity, and the series value when set. */
  groupValues: DataValue[];
}

export interface BubbleChartProps {
  width: number;
  height: number;
  bubbles: Bubble[];
  /** Legend entries in first-seen order. */
  series: { label: string; color: string }[];
  /** Entity column, then the series column when set. */
  columns: string[];
  xLabel: string;
  yLabel: string;
  sizeLabel: string;
  xFormatter: NumberFormatter;
  yFormatter: NumberFormatter;
  sizeFormatter: NumberFormatter;
  /** Largest bubble diameter in pixels. */
  maxBubbleSize: number;
  opacity: number;
  showLegend: boolean;
  logX: boolean;
  logY: boolean;
}
