import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl, showLegendControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  createRowLimitControl,
  groupbyControl,
  metricsControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 10 };

const showLabels: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: translatable('Show Labels'),
  description: translatable('Whether to display the labels.'),
  default: true,
  renderTrigger: true,
};

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: translatable('Label Type'),
  description: translatable('What should be shown on the label?'),
  default: 'value',
  choices: [
    ['value', translatable('Value')],
    ['key_value', translatable('Category and Value')],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const labelPosition: ControlConfig = {
  name: 'label_position',
  type: 'SelectControl',
  label: translatable('Label position'),
  description: translatable('Where each value label sits next to its point.'),
  default: 'top',
  choices: [
    ['top', translatable('Top')],
    ['left', translatable('Left')],
    ['right', translatable('Right')],
    ['bottom', translatable('Bottom')],
    ['inside', translatable('Inside')],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const isCircle: ControlConfig = {
  name: 'is_circle',
  type: 'CheckboxControl',
  label: translatable('Circle radar shape'),
  description: translatable("Radar render type, whether to display 'circle' shape."),
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
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[groupbyControl], [metricsControl], [timeseriesLimitMetricControl], [adhocFiltersControl], [rowLimit]],
    },
    {
      label: translatable('Chart Options'),
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
