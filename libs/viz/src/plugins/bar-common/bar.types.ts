import type { DataValue } from '../../core/query/chart-data.types';
import type { NumberFormatter } from '../../format/number-format';
import type { StackMode } from '../timeseries-common/timeseries-form-data';

/** One band of the category axis: an x value, a dimension combination or a histogram bin. */
export interface BarCategory {
  label: string;
  /** The values of `BarChartProps.categoryColumns` this band stands for (empty for bins). */
  groupValues: DataValue[];
}

/** One coloured bar series: a value per category, in category order. */
export interface BarSeries {
  key: string;
  label: string;
  color: string;
  values: (number | null)[];
  /** The series' values of `BarChartProps.seriesColumns` (empty without a breakdown). */
  groupValues: DataValue[];
}

/** Renderer props of every bar-shaped chart (time-series bar, categorical bar, histogram). */
export interface BarChartProps {
  width: number;
  height: number;
  categories: BarCategory[];
  series: BarSeries[];
  /** Columns the categories are values of; right-click drills on them. */
  categoryColumns: string[];
  /** Columns the series are values of; a click cross-filters on them. */
  seriesColumns: string[];
  stack: StackMode;
  /** Bars grow to the right with categories down the left axis. */
  horizontal: boolean;
  valueFormatter: NumberFormatter;
  showLegend: boolean;
  showValue: boolean;
  valueBounds: [number | null, number | null];
  /** Series values currently cross-filtered on; other series are drawn faded. */
  selectedValues: DataValue[];
  emitCrossFilters: boolean;
}
