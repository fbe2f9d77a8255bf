import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { WHISKER_OPTIONS } from '../../core/operators/boxplot.operator';
import { colorSchemeControl, yAxisFormatControl } from '../../shared-controls/display-controls';
import {
  adhocFiltersControl,
  columnsControl,
  groupbyControl,
  metricsControl,
  seriesLimitControl,
  seriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateNonEmpty } from '../../shared-controls/validators';

const distributeAcrossControl: ControlConfig = {
  ...columnsControl,
  label: 'Distribute across',
  description: 'Columns to calculate distribution across.',
  validators: [validateNonEmpty],
};

const dimensionsControl: ControlConfig = {
  ...groupbyControl,
  description: 'Categories to group by on the x-axis.',
};

const whiskerOptionsControl: ControlConfig = {
  name: 'whiskerOptions',
  type: 'SelectControl',
  label: 'Whisker/outlier options',
  description: 'Determines how whiskers and outliers are calculated.',
  default: 'Tukey',
  clearable: false,
  choices: WHISKER_OPTIONS.map((option) => [option, option] as const),
};

const numberFormatControl: ControlConfig = {
  ...yAxisFormatControl,
  name: 'number_format',
  label: 'Number format',
  description: 'D3 format syntax: https://github.com/d3/d3-format',
  override: undefined,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [distributeAcrossControl],
        [metricsControl],
        [adhocFiltersControl],
        [dimensionsControl],
        [seriesLimitControl],
        [seriesLimitMetricControl],
        [whiskerOptionsControl],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [[colorSchemeControl], [numberFormatControl]],
    },
  ],
};
