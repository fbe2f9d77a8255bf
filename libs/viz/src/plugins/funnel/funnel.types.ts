import type { DataValue } from '../../core/query/chart-data.types';
import type { QueryFormColumn, QueryFormData, QueryFormMetric } from '../../core/query/query.types';

/**
 * What a label or tooltip shows, as Superset saves it: the index of its label-type enum (0 name,
 * 1 value, 2 percent, 3 name and value, 4 name and percent, 5 all three, 6 value and percent).
 */
export type FunnelLabelType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What a step's percentage is of: the first step, the step before it, or the total of all steps. */
export type PercentCalculation = 'first_step' | 'prev_step' | 'total';

/** Form data of Superset's `funnel`, with its keys. */
export interface FunnelFormData extends QueryFormData {
  groupby?: QueryFormColumn[];
  metric?: QueryFormMetric;
  sort_by_metric?: boolean;
  percent_calculation_type?: PercentCalculation;
  show_legend?: boolean;
  label_type?: FunnelLabelType;
  tooltip_label_type?: FunnelLabelType;
  number_format?: string;
  show_labels?: boolean;
  show_tooltip_labels?: boolean;
}

export interface FunnelStep {
  name: string;
  value: number;
  color: string;
  /** The share the percent calculation asks for, 0..1. */
  percent: number;
  label: string;
  /** Tooltip title (the name when the tooltip shows it) and rows. */
  tooltipTitle: string;
  tooltipRows: { label: string; value: string }[];
  groupValues: DataValue[];
}

export interface FunnelChartProps {
  width: number;
  height: number;
  /** Largest first, as the funnel narrows. */
  steps: FunnelStep[];
  groupby: string[];
  showLegend: boolean;
  showLabels: boolean;
  showTooltip: boolean;
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
