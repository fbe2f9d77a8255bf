import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import {
  colorSchemeControl,
  dateFormatControl,
  numberFormatControl,
  showLabelsControl,
  showLegendControl,
} from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 100 };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: true,
};

const showOther: ControlConfig = {
  name: 'show_other',
  type: 'CheckboxControl',
  label: translatable("Group the rest as 'Other'"),
  description: translatable(
    'Adds a slice for everything beyond the row limit, computed from the grand total. Only meaningful for additive metrics (sums, counts).',
  ),
  default: false,
};

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: translatable('Label Type'),
  description: translatable('What should be shown on the label?'),
  default: 'key',
  renderTrigger: true,
  choices: [
    ['key', translatable('Category Name')],
    ['value', translatable('Value')],
    ['percent', translatable('Percentage')],
    ['key_value', translatable('Category and Value')],
    ['key_percent', translatable('Category and Percentage')],
    ['key_value_percent', translatable('Category, Value and Percentage')],
    ['value_percent', translatable('Value and Percentage')],
  ],
};

const labelsThreshold: ControlConfig = {
  name: 'show_labels_threshold',
  type: 'TextControl',
  label: translatable('Percentage threshold'),
  description: translatable('Minimum threshold in percentage points for showing labels.'),
  default: 5,
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const labelsOutside: ControlConfig = {
  name: 'labels_outside',
  type: 'CheckboxControl',
  label: translatable('Put labels outside'),
  description: translatable('Put the labels outside of the pie?'),
  default: true,
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const showTotal: ControlConfig = {
  name: 'show_total',
  type: 'CheckboxControl',
  label: translatable('Show Total'),
  description: translatable('Whether to display the aggregate count'),
  default: false,
  renderTrigger: true,
};

const donut: ControlConfig = {
  name: 'donut',
  type: 'CheckboxControl',
  label: translatable('Donut'),
  description: translatable('Do you want a donut or a pie?'),
  default: false,
  renderTrigger: true,
};

const innerRadius: ControlConfig = {
  name: 'innerRadius',
  type: 'SliderControl',
  label: translatable('Inner Radius'),
  description: translatable('Inner radius of donut hole'),
  default: 30,
  min: 0,
  max: 100,
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.donut),
};

const outerRadius: ControlConfig = {
  name: 'outerRadius',
  type: 'SliderControl',
  label: translatable('Outer Radius'),
  description: translatable('Outer edge of Pie chart'),
  default: 70,
  min: 10,
  max: 100,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[groupbyControl], [metricControl], [adhocFiltersControl], [rowLimit], [sortByMetric], [showOther]],
    },
    {
      label: translatable('Chart Options'),
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
