import type { ConditionalFormattingConfig } from '../../color/conditional-formatting';
import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';
import type { PivotEntry, PivotOrder } from './pivot-axis';

export interface PivotTableFormData extends QueryFormData {
  groupbyRows?: QueryFormColumn[];
  groupbyColumns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  metricsLayout?: 'COLUMNS' | 'ROWS';
  aggregateFunction?: string;
  rowTotals?: boolean;
  colTotals?: boolean;
  rowSubTotals?: boolean;
  colSubTotals?: boolean;
  transposePivot?: boolean;
  combineMetric?: boolean;
  valueFormat?: string;
  date_format?: string;
  rowOrder?: PivotOrder;
  colOrder?: PivotOrder;
  rowSubtotalPosition?: boolean;
  colSubtotalPosition?: boolean;
  conditional_formatting?: ConditionalFormattingConfig[];
  temporal_columns_lookup?: Record<string, boolean>;
}

export interface PivotCellView {
  value: number | string | null;
  text: string;
  background?: string;
}

/** Renderer props: both axes laid out, every cell computed and formatted. */
export interface PivotTableChartProps {
  width: number;
  height: number;
  /** Attribute keys per axis; metrics appear as the metric pseudo-attribute. */
  rowAttrs: string[];
  colAttrs: string[];
  rowAttrLabels: string[];
  colAttrLabels: string[];
  rowEntries: PivotEntry[];
  colEntries: PivotEntry[];
  /** Stored values behind each entry's labels (null for totals and metrics), for filters. */
  rowValues: DataValue[][];
  colValues: DataValue[][];
  cells: PivotCellView[][];
  metricLabels: Record<string, string>;
  totalLabel: string;
  valueHeader: string;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
