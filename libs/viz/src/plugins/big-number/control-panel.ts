import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { validateInteger } from '../../shared-controls/validators';
import { yAxisFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, metricControl, timeGrainControl, xAxisControl } from '../../shared-controls/query-controls';
import {
  minPeriodsControl,
  resampleMethodControl,
  resampleRuleControl,
  rollingPeriodsControl,
  rollingTypeControl,
} from '../../shared-controls/advanced-analytics-controls';
import {
  forceTimestampFormattingControl,
  headerFontSizeControl,
  subheaderFontSizeControl,
  timeFormatControl,
} from '../big-number-common/big-number-controls';
import { translatable } from '../../core/i18n/translatable';

const compareLagControl: ControlConfig = {
  name: 'compare_lag',
  type: 'TextControl',
  label: translatable('Comparison Period Lag'),
  description: translatable('Based on granularity, number of time periods to compare against'),
  validators: [validateInteger],
};

const compareSuffixControl: ControlConfig = {
  name: 'compare_suffix',
  type: 'TextControl',
  label: translatable('Comparison suffix'),
  description: translatable('Suffix to apply after the percentage display'),
  visibility: (formData) => formData.compare_lag !== undefined && formData.compare_lag !== null && formData.compare_lag !== '',
  renderTrigger: true,
};

const showTrendLineControl: ControlConfig = {
  name: 'show_trend_line',
  type: 'CheckboxControl',
  label: translatable('Show Trend Line'),
  description: translatable('Whether to display the trend line'),
  default: true,
  renderTrigger: true,
};

const startAtZeroControl: ControlConfig = {
  name: 'start_y_axis_at_zero',
  type: 'CheckboxControl',
  label: translatable('Start y-axis at 0'),
  description: translatable('Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.'),
  default: true,
  renderTrigger: true,
  visibility: (formData) => formData.show_trend_line !== false,
};

const showTimestampControl: ControlConfig = {
  name: 'show_timestamp',
  type: 'CheckboxControl',
  label: translatable('Show Timestamp'),
  description: translatable('Whether to display the timestamp'),
  default: false,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[xAxisControl], [timeGrainControl], [metricControl], [adhocFiltersControl]],
    },
    {
      label: translatable('Options'),
      expanded: true,
      controlSetRows: [
        [compareLagControl, compareSuffixControl],
        [showTimestampControl],
        [showTrendLineControl],
        [startAtZeroControl],
        [headerFontSizeControl],
        [subheaderFontSizeControl],
        [yAxisFormatControl],
        [timeFormatControl],
        [forceTimestampFormattingControl],
      ],
    },
    {
      label: translatable('Advanced Analytics'),
      expanded: false,
      controlSetRows: [[rollingTypeControl], [rollingPeriodsControl], [minPeriodsControl], [resampleRuleControl, resampleMethodControl]],
    },
  ],
};
