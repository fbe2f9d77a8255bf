import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: true,
};

function checkbox(name: string, label: string, description: string): ControlConfig {
  return { name, type: 'CheckboxControl', label, description, default: true, renderTrigger: true };
}

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: translatable('Label Type'),
  description: translatable('What should be shown on the label?'),
  default: 'key_value',
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
      controlSetRows: [
        [
          {
            ...groupbyControl,
            label: translatable('Hierarchy'),
            description: translatable('The columns to break the metric down by, outermost first'),
          },
        ],
        [metricControl],
        [createRowLimitControl()],
        [sortByMetric],
        [adhocFiltersControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [checkbox('show_labels', translatable('Show Labels'), translatable('Whether to display the labels.'))],
        [checkbox('show_upper_labels', translatable('Show Upper Labels'), translatable('Show labels when the node has children.'))],
        [labelType],
        [numberFormatControl],
        [dateFormatControl],
      ],
    },
  ],
};
