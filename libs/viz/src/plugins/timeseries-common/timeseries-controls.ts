import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { contributionModeControl } from '../../shared-controls/advanced-analytics-controls';
import {
  colorSchemeControl,
  showLegendControl,
  showValueControl,
  xAxisTimeFormatControl,
  yAxisFormatControl,
} from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeGrainControl,
  truncateMetricControl,
  xAxisControl,
} from '../../shared-controls/query-controls';
import { advancedAnalyticsSection } from '../../shared-controls/sections';
import { translatable } from '../../core/i18n/translatable';

export const stackControl: ControlConfig = {
  name: 'stack',
  type: 'SelectControl',
  label: translatable('Stacked Style'),
  description: translatable('Stack series on top of each other, or stack them as shares of 100%'),
  default: null,
  clearable: true,
  choices: [
    [null, translatable('None')],
    ['Stack', translatable('Stack')],
    ['Expand', translatable('Expand')],
  ],
  renderTrigger: true,
};

export const markerEnabledControl: ControlConfig = {
  name: 'markerEnabled',
  type: 'CheckboxControl',
  label: translatable('Marker'),
  description: translatable('Draw a marker on data points. Only applicable for line types.'),
  default: false,
  renderTrigger: true,
};

export const markerSizeControl: ControlConfig = {
  name: 'markerSize',
  type: 'SliderControl',
  label: translatable('Marker Size'),
  description: translatable('Size of marker. Also applies to forecast observations.'),
  default: 6,
  min: 0,
  max: 20,
  step: 1,
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.markerEnabled),
};

export const opacityControl: ControlConfig = {
  name: 'opacity',
  type: 'SliderControl',
  label: translatable('Area chart opacity'),
  description: translatable('Opacity of Area Chart. Also applies to confidence band.'),
  default: 0.2,
  min: 0,
  max: 1,
  step: 0.1,
  renderTrigger: true,
};

const showEmptyColumnsControl: ControlConfig = {
  name: 'show_empty_columns',
  type: 'CheckboxControl',
  label: translatable('Show empty columns'),
  description: translatable('Keep series that have no value at any point of a time comparison.'),
  default: true,
};

const richTooltipControl: ControlConfig = {
  name: 'rich_tooltip',
  type: 'CheckboxControl',
  label: translatable('Rich tooltip'),
  description: translatable('Shows a list of all series available at that point in time'),
  default: true,
  renderTrigger: true,
};

const logAxisControl: ControlConfig = {
  name: 'logAxis',
  type: 'CheckboxControl',
  label: translatable('Logarithmic y-axis'),
  description: translatable('Logarithmic y-axis'),
  default: false,
  renderTrigger: true,
};

/** The panel shared by the time-series charts; `chartOptions` adds each chart's own look controls. */
export function timeseriesControlPanel(chartOptions: ControlConfig[][]): ControlPanelConfig {
  return {
    sections: [
      {
        label: translatable('Query'),
        expanded: true,
        controlSetRows: [
          [xAxisControl],
          [timeGrainControl],
          [metricsControl],
          [groupbyControl],
          [contributionModeControl],
          [adhocFiltersControl],
          [seriesLimitControl],
          [seriesLimitMetricControl],
          [orderDescControl],
          [rowLimitControl],
          [truncateMetricControl],
          [showEmptyColumnsControl],
        ],
      },
      advancedAnalyticsSection,
      {
        label: translatable('Chart Options'),
        expanded: true,
        controlSetRows: [
          [colorSchemeControl],
          ...chartOptions,
          [showValueControl],
          [showLegendControl],
          [xAxisTimeFormatControl],
          [richTooltipControl],
          [yAxisFormatControl],
          [logAxisControl],
        ],
      },
    ],
  };
}
