import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: true,
};

function checkbox(name: string, label: string, description: string): ControlConfig {
  return { name, type: 'CheckboxControl', label, description, default: true, renderTrigger: true };
}

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: 'Label Type',
  description: 'What should be shown on the label?',
  default: 'key_value',
  choices: [
    ['key', 'Category Name'],
    ['value', 'Value'],
    ['key_value', 'Category and Value'],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...groupbyControl, label: 'Hierarchy', description: 'The columns to break the metric down by, outermost first' }],
        [metricControl],
        [createRowLimitControl()],
        [sortByMetric],
        [adhocFiltersControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [checkbox('show_labels', 'Show Labels', 'Whether to display the labels.')],
        [checkbox('show_upper_labels', 'Show Upper Labels', 'Show labels when the node has children.')],
        [labelType],
        [numberFormatControl],
        [dateFormatControl],
      ],
    },
  ],
};
