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
import { translatable } from '../../core/i18n/translatable';

/** The saved option is the English name; the label is the same name in the user's language. */
const WHISKER_LABELS: Record<(typeof WHISKER_OPTIONS)[number], string> = {
  Tukey: translatable('Tukey'),
  'Min/max (no outliers)': translatable('Min/max (no outliers)'),
  '2/98 percentiles': translatable('2/98 percentiles'),
  '9/91 percentiles': translatable('9/91 percentiles'),
};

const distributeAcrossControl: ControlConfig = {
  ...columnsControl,
  label: translatable('Distribute across'),
  description: translatable('Columns to calculate distribution across.'),
  validators: [validateNonEmpty],
};

const dimensionsControl: ControlConfig = {
  ...groupbyControl,
  description: translatable('Categories to group by on the x-axis.'),
};

const whiskerOptionsControl: ControlConfig = {
  name: 'whiskerOptions',
  type: 'SelectControl',
  label: translatable('Whisker/outlier options'),
  description: translatable('Determines how whiskers and outliers are calculated.'),
  default: 'Tukey',
  clearable: false,
  choices: WHISKER_OPTIONS.map((option) => [option, WHISKER_LABELS[option]] as const),
};

const numberFormatControl: ControlConfig = {
  ...yAxisFormatControl,
  name: 'number_format',
  label: translatable('Number format'),
  description: translatable('D3 format syntax: https://github.com/d3/d3-format'),
  override: undefined,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: translatable('Query'),
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
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [[colorSchemeControl], [numberFormatControl]],
    },
  ],
};
