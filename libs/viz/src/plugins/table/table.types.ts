import type { ColorFormatter, ConditionalFormattingConfig } from '../../color/conditional-formatting';
import type { DataRecord, DataValue, GenericDataType } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/** Per-column display settings of the table's column configuration control. */
export interface TableColumnConfig {
  d3NumberFormat?: string;
  d3TimeFormat?: string;
  horizontalAlign?: 'left' | 'right' | 'center';
  columnWidth?: number;
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
}

export interface TableFormData extends QueryFormData {
  query_mode?: 'aggregate' | 'raw';
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  percent_metrics?: QueryFormMetric[];
  all_columns?: QueryFormColumn[];
  order_by_cols?: string[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  show_totals?: boolean;
  include_search?: boolean;
  /** Rows per page; 0 or empty shows all rows. */
  page_length?: number | string | null;
  table_timestamp_format?: string;
  column_config?: Record<string, TableColumnConfig>;
  conditional_formatting?: ConditionalFormattingConfig[];
  show_cell_bars?: boolean;
  align_pn?: boolean;
  color_pn?: boolean;
  temporal_columns_lookup?: Record<string, boolean>;
}

/** A column as the table draws it. */
export interface TableColumn {
  key: string;
  label: string;
  dataType: GenericDataType | undefined;
  isMetric: boolean;
  isPercentMetric: boolean;
  /** Dimension columns cross-filter on click and feed drill filters. */
  isDimension: boolean;
  format: (value: DataValue) => string;
  align: 'left' | 'right' | 'center';
  width?: number;
  showCellBars: boolean;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
}

export interface TableChartProps {
  width: number;
  height: number;
  columns: TableColumn[];
  data: DataRecord[];
  totals?: DataRecord;
  /** Rows per page, `null` for all rows on one page. */
  pageSize: number | null;
  includeSearch: boolean;
  colorFormatters: ColorFormatter[];
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
