import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, showLegendControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  columnsControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const categoriesControl: ControlConfig = { ...groupbyControl, validators: [validateNonEmpty] };

const breakdownsControl: ControlConfig = {
  ...columnsControl,
  label: translatable('Breakdowns'),
  description: translatable('Defines how each series is broken down'),
};

const contributionControl: ControlConfig = {
  name: 'contribution',
  type: 'CheckboxControl',
  label: translatable('Contribution'),
  description: translatable('Compute the contribution to the total'),
  default: false,
};

const showBarValueControl: ControlConfig = {
  name: 'show_bar_value',
  type: 'CheckboxControl',
  label: translatable('Bar Values'),
  description: translatable('Show the value on top of the bar'),
  default: false,
  renderTrigger: true,
};

const barStackedControl: ControlConfig = {
  name: 'bar_stacked',
  type: 'CheckboxControl',
  label: translatable('Stacked Bars'),
  description: translatable('Stack series on top of each other'),
  default: false,
  renderTrigger: true,
};

const orderBarsControl: ControlConfig = {
  name: 'order_bars',
  type: 'CheckboxControl',
  label: translatable('Sort Bars'),
  description: translatable('Sort bars by x labels.'),
  default: false,
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [metricsControl],
        [adhocFiltersControl],
        [categoriesControl],
        [breakdownsControl],
        [rowLimitControl],
        [timeseriesLimitMetricControl],
        [orderDescControl],
        [contributionControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showLegendControl],
        [showBarValueControl],
        [barStackedControl],
        [orderBarsControl],
        [yAxisFormatControl],
      ],
    },
  ],
};
