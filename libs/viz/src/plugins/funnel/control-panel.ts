import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, numberFormatControl, showLegendControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 10 };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: 'Sort by metric',
  description: 'Whether to sort results by the selected metric in descending order.',
  default: true,
};

const percentCalculation: ControlConfig = {
  name: 'percent_calculation_type',
  type: 'SelectControl',
  label: '% calculation',
  description:
    'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
  default: 'first_step',
  choices: [
    ['first_step', 'Calculate from first step'],
    ['prev_step', 'Calculate from previous step'],
    ['total', 'Percent of total'],
  ],
  renderTrigger: true,
};

const LABEL_CHOICES: readonly ControlChoice[] = [
  [0, 'Category Name'],
  [1, 'Value'],
  [2, 'Percentage'],
  [3, 'Category and Value'],
  [4, 'Category and Percentage'],
  [5, 'Category, Value and Percentage'],
];

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: 'Label Contents',
  description: 'What should be shown as the label',
  default: 0,
  choices: [...LABEL_CHOICES, [6, 'Value and Percentage']],
  renderTrigger: true,
};

const tooltipLabelType: ControlConfig = {
  name: 'tooltip_label_type',
  type: 'SelectControl',
  label: 'Tooltip Contents',
  description: 'What should be shown as the tooltip label',
  default: 5,
  choices: LABEL_CHOICES,
  renderTrigger: true,
};

const showLabels: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: 'Show Labels',
  description: 'Whether to display the labels.',
  default: true,
  renderTrigger: true,
};

const showTooltipLabels: ControlConfig = {
  name: 'show_tooltip_labels',
  type: 'CheckboxControl',
  label: 'Show Tooltip Labels',
  description: 'Whether to display the tooltip labels.',
  default: true,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[groupbyControl], [metricControl], [adhocFiltersControl], [rowLimit], [sortByMetric], [percentCalculation]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [labelType],
        [tooltipLabelType],
        [numberFormatControl],
        [showLabels],
        [showTooltipLabels],
      ],
    },
  ],
};
