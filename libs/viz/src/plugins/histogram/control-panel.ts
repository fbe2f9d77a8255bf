import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { DEFAULT_HISTOGRAM_BINS } from '../../core/operators/histogram.operator';
import { colorSchemeControl, showLegendControl, showValueControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import { adhocFiltersControl, entityControl, groupbyControl, rowLimitControl } from '../../shared-controls/query-controls';
import { validateInteger, validateNonEmpty } from '../../shared-controls/validators';
import { translatable } from '../../core/i18n/translatable';

const columnControl: ControlConfig = {
  ...entityControl,
  name: 'column',
  label: translatable('Column'),
  description: translatable('Numeric column used to calculate the histogram.'),
};

const binsControl: ControlConfig = {
  name: 'bins',
  type: 'SelectControl',
  label: translatable('Bins'),
  description: translatable('The number of bins for the histogram'),
  freeForm: true,
  clearable: false,
  default: DEFAULT_HISTOGRAM_BINS,
  choices: [5, 10, 25, 50, 100].map((value) => [value, String(value)] as const),
  validators: [validateNonEmpty, validateInteger],
};

const normalizeControl: ControlConfig = {
  name: 'normalize',
  type: 'CheckboxControl',
  label: translatable('Normalize'),
  description: translatable(
    "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points. This normalization process ensures that the resulting values sum up to 1, enabling a relative comparison of the data's distribution and providing a clearer understanding of the proportion of data points within each bin.",
  ),
  default: false,
};

const cumulativeControl: ControlConfig = {
  name: 'cumulative',
  type: 'CheckboxControl',
  label: translatable('Cumulative'),
  description: translatable(
    "The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running total of frequencies up to each bin. This helps you understand how likely it is to encounter values below a certain point. Keep in mind that enabling cumulative doesn't change your original data, it just changes the way the histogram is displayed.",
  ),
  default: false,
};

const xAxisFormatControl: ControlConfig = {
  ...yAxisFormatControl,
  name: 'x_axis_format',
  label: translatable('X Axis Format'),
  description: translatable('Number format of the bin edges'),
  override: undefined,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
      expanded: true,
      controlSetRows: [
        [columnControl],
        [groupbyControl],
        [adhocFiltersControl],
        [rowLimitControl],
        [binsControl],
        [normalizeControl],
        [cumulativeControl],
      ],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [[colorSchemeControl], [showValueControl], [showLegendControl], [xAxisFormatControl], [yAxisFormatControl]],
    },
  ],
};
