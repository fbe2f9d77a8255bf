import { DEFAULT_SEQUENTIAL_SCHEME, listSequentialSchemes } from '../../color/sequential-schemes';
import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, columnsControl, createRowLimitControl, metricControl } from '../../shared-controls/query-controls';
import { validateNumber } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const hierarchy: ControlConfig = {
  ...columnsControl,
  label: translatable('Hierarchy'),
  description: translatable(
    'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
  ),
};

const secondaryMetric: ControlConfig = {
  ...metricControl,
  name: 'secondary_metric',
  label: translatable('Secondary Metric'),
  description: translatable(
    'When a secondary metric is provided, a linear color scale is used. When only the primary metric is provided, a categorical color scale is used.',
  ),
  validators: [],
  clearable: true,
};

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: false,
};

const linearColorScheme: ControlConfig = {
  name: 'linear_color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Linear Color Scheme'),
  description: translatable('The color scheme for rendering the ratio of the secondary metric to the metric'),
  default: DEFAULT_SEQUENTIAL_SCHEME,
  choices: listSequentialSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
  visibility: (formData) => Boolean(formData.secondary_metric),
};

function checkbox(name: string, label: string, description: string, defaultValue: boolean): ControlConfig {
  return { name, type: 'CheckboxControl', label, description, default: defaultValue, renderTrigger: true };
}

const labelsThreshold: ControlConfig = {
  name: 'show_labels_threshold',
  type: 'TextControl',
  label: translatable('Percentage threshold'),
  description: translatable('Minimum threshold in percentage points for showing labels.'),
  default: 5,
  validators: [validateNumber],
  renderTrigger: true,
  visibility: (formData) => formData.show_labels !== false,
};

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: translatable('Label Type'),
  description: translatable('What should be shown on the label?'),
  default: 'key',
  choices: [
    ['key', translatable('Category Name')],
    ['value', translatable('Value')],
    ['key_value', translatable('Category and Value')],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[hierarchy], [metricControl], [secondaryMetric], [adhocFiltersControl], [createRowLimitControl()], [sortByMetric]],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [linearColorScheme],
        [checkbox('show_labels', translatable('Show Labels'), translatable('Whether to display the labels.'), true)],
        [labelsThreshold],
        [checkbox('show_total', translatable('Show Total'), translatable('Whether to display the aggregate count'), false)],
        [labelType],
        [numberFormatControl],
        [dateFormatControl],
      ],
    },
  ],
};
