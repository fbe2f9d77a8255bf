import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, numberFormatControl, showLegendControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, createRowLimitControl, groupbyControl, metricControl } from '../../shared-controls/query-controls';
import { translatable } from '../../core/i18n/translatable';

const rowLimit: ControlConfig = { ...createRowLimitControl(), default: 10 };

const sortByMetric: ControlConfig = {
  name: 'sort_by_metric',
  type: 'CheckboxControl',
  label: translatable('Sort by metric'),
  description: translatable('Whether to sort results by the selected metric in descending order.'),
  default: true,
};

const percentCalculation: ControlConfig = {
  name: 'percent_calculation_type',
  type: 'SelectControl',
  label: translatable('% calculation'),
  description: translatable(
    'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
  ),
  default: 'first_step',
  choices: [
    ['first_step', translatable('Calculate from first step')],
    ['prev_step', translatable('Calculate from previous step')],
    ['total', translatable('Percent of total')],
  ],
  renderTrigger: true,
};

const LABEL_CHOICES: readonly ControlChoice[] = [
  [0, translatable('Category Name')],
  [1, translatable('Value')],
  [2, translatable('Percentage')],
  [3, translatable('Category and Value')],
  [4, translatable('Category and Percentage')],
  [5, translatable('Category, Value and Percentage')],
];

const labelType: ControlConfig = {
  name: 'label_type',
  type: 'SelectControl',
  label: translatable('Label Contents'),
  description: translatable('What should be shown as the label'),
  default: 0,
  choices: [...LABEL_CHOICES, [6, translatable('Value and Percentage')]],
  renderTrigger: true,
};

const tooltipLabelType: ControlConfig = {
  name: 'tooltip_label_type',
  type: 'SelectControl',
  label: translatable('Tooltip Contents'),
  description: translatable('What should be shown as the tooltip label'),
  default: 5,
  choices: LABEL_CHOICES,
  renderTrigger: true,
};

const showLabels: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: translatable('Show Labels'),
  description: translatable('Whether to display the labels.'),
  default: true,
  renderTrigger: true,
};

const showTooltipLabels: ControlConfig = {
  name: 'show_tooltip_labels',
  type: 'CheckboxControl',
  label: translatable('Show Tooltip Labels'),
  description: translatable('Whether to display the tooltip labels.'),
  default: true,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [[groupbyControl], [metricControl], [adhocFiltersControl], [rowLimit], [sortByMetric], [percentCalculation]],
    },
    {
      label: translatable('Chart Options'),
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
