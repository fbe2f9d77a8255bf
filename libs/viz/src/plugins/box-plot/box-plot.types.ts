import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { NumberFormatter } from '../../format/number-format';

/** Form data of Superset's `box_plot`, with its keys. */
export interface BoxPlotFormData extends QueryFormData {
  /** Distribute across: the rows whose metric values make up each distribution. */
  columns?: QueryFormColumn[];
  /** Dimensions: one box per value combination. */
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  whiskerOptions?: string;
  number_format?: string;
  date_format?: string;
}

/** One box: the five-number summary with its mean, count and outliers. */
export interface BoxStats {
  name: string;
  color: string;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  count: number;
  outliers: number[];
  /** The box's dimension values, one per groupby column. */
  groupValues: DataValue[];
}

export interface BoxPlotChartProps {
  width: number;
  height: number;
  boxes: BoxStats[];
  groupby: string[];
  valueFormatter: NumberFormatter;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
