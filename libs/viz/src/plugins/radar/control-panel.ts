import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl, showLegendControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  createRowLimitControl,
  groupbyControl,
  metricsControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 10 };

const showLabels: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: 'Show Labels',
  description: 'Whether to display the labels.',
  default: true,
  renderTrigger: true,
};

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: 'Label Type',
  description: 'What should be shown on the label?',
  default: 'value',
  choices: [
    ['value', 'Value'],
    ['key_value', 'Category and Value'],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const labelPosition: ControlConfig = {
  name: 'label_position',
  type: 'SelectControl',
  label: 'Label position',
  description: 'Where each value label sits next to its point.',
  default: 'top',
  choices: [
    ['top', 'Top'],
    ['left', 'Left'],
    ['right', 'Right'],
    ['bottom', 'Bottom'],
    ['inside', 'Inside'],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const isCircle: ControlConfig = {
  name: 'is_circle',
  type: 'CheckboxControl',
  label: 'Circle radar shape',
  description: "Radar render type, whether to display 'circle' shape.",
  default: false,
  renderTrigger: true,
};

/**
 * Superset's radar panel. Per-metric axis bounds (`column_config`) saved by Superset are drawn, but
 * have no editor here yet.
 */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[groupbyControl], [metricsControl], [timeseriesLimitMetricControl], [adhocFiltersControl], [rowLimit]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [showLabels],
        [labelType],
        [labelPosition],
        [numberFormatControl],
        [dateFormatControl],
        [isCircle],
      ],
    },
  ],
};
