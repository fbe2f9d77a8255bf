import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import {
  colorSchemeControl,
  dateFormatControl,
  numberFormatControl,
  showLabelsControl,
  showLegendControl,
} from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 100 };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: true,
};

const showOther: ControlConfig = {
  name: 'show_other',
  type: 'CheckboxControl',
  label: "Group the rest as 'Other'",
  description:
    'Adds a slice for everything beyond the row limit, computed from the grand total. Only meaningful for additive metrics (sums, counts).',
  default: false,
};

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: 'Label Type',
  description: 'What should be shown on the label?',
  default: 'key',
  renderTrigger: true,
  choices: [
    ['key', 'Category Name'],
    ['value', 'Value'],
    ['percent', 'Percentage'],
    ['key_value', 'Category and Value'],
    ['key_percent', 'Category and Percentage'],
    ['key_value_percent', 'Category, Value and Percentage'],
    ['value_percent', 'Value and Percentage'],
  ],
};

const labelsThreshold: ControlConfig = {
  name: 'show_labels_threshold',
  type: 'TextControl',
  label: 'Percentage threshold',
  description: 'Minimum threshold in percentage points for showing labels.',
  default: 5,
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const labelsOutside: ControlConfig = {
  name: 'labels_outside',
  type: 'CheckboxControl',
  label: 'Put labels outside',
  description: 'Put the labels outside of the pie?',
  default: true,
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const showTotal: ControlConfig = {
  name: 'show_total',
  type: 'CheckboxControl',
  label: 'Show Total',
  description: 'Whether to display the aggregate count',
  default: false,
  renderTrigger: true,
};

const donut: ControlConfig = {
  name: 'donut',
  type: 'CheckboxControl',
  label: 'Donut',
  description: 'Do you want a donut or a pie?',
  default: false,
  renderTrigger: true,
};

const innerRadius: ControlConfig = {
  name: 'innerRadius',
  type: 'SliderControl',
  label: 'Inner Radius',
  description: 'Inner radius of donut hole',
  default: 30,
  min: 0,
  max: 100,
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.donut),
};

const outerRadius: ControlConfig = {
  name: 'outerRadius',
  type: 'SliderControl',
  label: 'Outer Radius',
  description: 'Outer edge of Pie chart',
  default: 70,
  min: 10,
  max: 100,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[groupbyControl], [metricControl], [adhocFiltersControl], [rowLimit], [sortByMetric], [showOther]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [showLabelsControl, labelType],
        [labelsThreshold, labelsOutside],
        [numberFormatControl, dateFormatControl],
        [showTotal],
        [donut, innerRadius],
        [outerRadius],
      ],
    },
  ],
};
