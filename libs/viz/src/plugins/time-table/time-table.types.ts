import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** What a column shows: a sparkline, a value against a lagged period, the share of the total, or an average. */
export type TimeTableColumnType = 'spark' | 'time' | 'contrib' | 'avg';

/** One entry of Superset's `column_collection`, with its keys. */
export interface TimeTableColumnConfig {
  key?: string;
  label?: string;
  tooltip?: string;
  colType?: TimeTableColumnType | '';
  width?: number | string;
  height?: number | string;
  /** Periods back the `time` column compares with (negative: from the oldest); for `avg`, periods averaged. */
  timeLag?: number | string;
  /** Sparklines: each point as the ratio to the value this many periods earlier. */
  timeRatio?: number | string;
  comparisonType?: 'value' | 'diff' | 'perc' | 'perc_change' | '';
  showYAxis?: boolean;
  /** Colour bounds: below the low one red, above the high one blue, grey between. */
  bounds?: [number | null | undefined, number | null | undefined];
  d3format?: string;
  dateFormat?: string;
  sparkType?: 'line' | 'bar';
}

/** Form data of Superset's `time_table`, with its keys. */
export interface TimeTableFormData extends QueryFormData {
  granularity_sqla?: string;
  metrics?: QueryFormMetric[];
  groupby?: QueryFormColumn[];
  limit?: number | string | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  column_collection?: TimeTableColumnConfig[];
}

export interface SparkPoint {
  time: number;
  value: number | null;
}

/** One cell: a sparkline's points, or a number with its formatted text and bound colour. */
export type TimeTableCell =
  | {
      kind: 'spark';
      points: SparkPoint[];
      width: number;
      height: number;
      sparkType: 'line' | 'bar';
      showYAxis: boolean;
      format: (value: number | null) => string;
      formatTime: (time: number) => string;
    }
  | { kind: 'value'; value: number | null; text: string; color: string | null; error?: string };

export interface TimeTableRow {
  /** The metric label, or the dimension values when grouped. */
  label: string;
  groupValues: DataValue[];
  cells: TimeTableCell[];
}

export interface TimeTableChartProps {
  width: number;
  height: number;
  columns: { label: string; tooltip: string }[];
  rows: TimeTableRow[];
  /** The dimension the rows are values of, when grouped (for drilling). */
  groupby: string[];
}
