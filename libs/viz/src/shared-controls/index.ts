import type { ControlConfig } from '../core/controls/control-panel.types';
import {
  comparisonTypeControl,
  contributionModeControl,
  minPeriodsControl,
  resampleMethodControl,
  resampleRuleControl,
  rollingPeriodsControl,
  rollingTypeControl,
  timeCompareControl,
  timeShiftColorControl,
} from './advanced-analytics-controls';
import {
  colorSchemeControl,
  conditionalFormattingControl,
  showLabelsControl,
  showLegendControl,
  showValueControl,
  xAxisTimeFormatControl,
  yAxisFormatControl,
} from './display-controls';
import {
  adhocFiltersControl,
  columnsControl,
  entityControl,
  groupbyControl,
  metricControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
  timeseriesLimitMetricControl,
  truncateMetricControl,
  xAxisControl,
} from './query-controls';

export * from './advanced-analytics-controls';
export * from './choices';
export * from './display-controls';
export * from './query-controls';
export * from './sections';
export * from './temporal';
export * from './validators';

/** Every shared control by form data key, for plugins to place (and spread to adapt). */
export const sharedControls: Readonly<Record<string, ControlConfig>> = Object.fromEntries(
  [
    metricsControl,
    metricControl,
    groupbyControl,
    columnsControl,
    entityControl,
    xAxisControl,
    timeGrainControl,
    adhocFiltersControl,
    rowLimitControl,
    seriesLimitControl,
    seriesLimitMetricControl,
    timeseriesLimitMetricControl,
    orderDescControl,
    truncateMetricControl,
    contributionModeControl,
    rollingTypeControl,
    rollingPeriodsControl,
    minPeriodsControl,
    timeCompareControl,
    comparisonTypeControl,
    timeShiftColorControl,
    resampleRuleControl,
    resampleMethodControl,
    yAxisFormatControl,
    xAxisTimeFormatControl,
    colorSchemeControl,
    showLegendControl,
    showValueControl,
    showLabelsControl,
    conditionalFormattingControl,
  ].map((control) => [control.name, control]),
);
