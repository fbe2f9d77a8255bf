import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/**
 * What a node's value is over time: the plain aggregate, the sum or mean over periods, the last
 * period against the first (difference, factor, percent change), or periods as the first level.
 */
export type PartitionTimeOption = 'not_time' | 'agg_sum' | 'agg_mean' | 'point_diff' | 'point_factor' | 'point_percent' | 'time_series';

/** Form data of Superset's `partition`, with its keys. */
export interface PartitionFormData extends QueryFormData {
  granularity_sqla?: string;
  metrics?: QueryFormMetric[];
  groupby?: QueryFormColumn[];
  timeseries_limit_metric?: QueryFormMetric | null;
  time_series_option?: PartitionTimeOption;
  number_format?: string;
  date_time_format?: string;
  /** At most this many children per node, the largest kept. */
  partition_limit?: number | string;
  /** Children below this share (in percent) of their parent are left out. */
  partition_threshold?: number | string;
  log_scale?: boolean;
  /** Periods (the time level) take equal heights instead of their values'. */
  equal_date_size?: boolean;
  rich_tooltip?: boolean;
}

export interface PartitionNode {
  name: string;
  value: number | null;
  /** The column of this level (empty at a metric's root). */
  column: string;
  /** The raw dimension values from the first level down to this node. */
  groupValues: DataValue[];
  /** Colour of the node's top-level branch. */
  color: string;
  children: PartitionNode[];
}

export interface PartitionChartProps {
  width: number;
  height: number;
  /** One tree per metric, the metric its root. */
  trees: PartitionNode[];
  /** The dimension columns from the first level down (the time column first for `time_series`). */
  columns: string[];
  formatValue: (value: number | null) => string;
  logScale: boolean;
  equalDateSize: boolean;
  richTooltip: boolean;
}
