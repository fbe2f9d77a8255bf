/** Superset's GenericDataType, the `coltypes` entries of a chart-data result. */
export const GenericDataType = {
  NUMERIC: 0,
  STRING: 1,
  TEMPORAL: 2,
  BOOLEAN: 3,
} as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

/** A cell of a result row; temporal values arrive as epoch milliseconds. */
export type DataValue = string | number | boolean | null;

export type DataRecord = Record<string, DataValue>;

/** One element of the chart-data response's `result` list. */
export interface ChartDataResponseResult {
  colnames: string[];
  coltypes: GenericDataType[];
  data: DataRecord[];
  rowcount: number;
  from_dttm?: number | null;
  to_dttm?: number | null;
  annotation_data?: Record<string, unknown> | null;
  label_map?: Record<string, string[]>;
  applied_filters?: { column: string }[];
  rejected_filters?: { column: string; reason: string }[];
  is_cached?: boolean;
  cache_key?: string | null;
  query?: string;
  status?: string;
  error?: string | null;
}
