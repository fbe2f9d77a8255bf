import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { colorSchemeControl, dateFormatControl, numberFormatControl } from '../../shared-controls/display-controls';
import { legacySeriesLimitControl, legacyTimeSection } from '../../shared-controls/legacy-time-controls';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  timeGrainControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateInteger, validateNonEmpty, validateNumber } from '../../shared-controls/validators';

const checkbox = (name: string, label: string, description: string, value: boolean): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: value,
  renderTrigger: true,
});

const timeSeriesOption: ControlConfig = {
  name: 'time_series_option',
  type: 'SelectControl',
  label: 'Options',
  description: 'How each value is computed over the periods of the time range',
  default: 'not_time',
  clearable: false,
  choices: [
    ['not_time', 'Not Time Series'],
    ['time_series', 'Time Series'],
    ['agg_mean', 'Average'],
    ['agg_sum', 'Sum'],
    ['point_diff', 'Difference'],
    ['point_percent', 'Percent Change'],
    ['point_factor', 'Factor'],
  ],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { ...legacyTimeSection, controlSetRows: [...legacyTimeSection.controlSetRows, [timeGrainControl]] },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricsControl],
        [adhocFiltersControl],
        [{ ...groupbyControl, validators: [validateNonEmpty] }],
        [legacySeriesLimitControl, timeseriesLimitMetricControl],
        [orderDescControl],
        [rowLimitControl],
      ],
    },
    {
      label: 'Time Series Options',
      expanded: true,
      controlSetRows: [[timeSeriesOption]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [numberFormatControl, { ...dateFormatControl, name: 'date_time_format' }],
        [
          {
            name: 'partition_limit',
            type: 'TextControl',
            label: 'Partition Limit',
            description: 'The maximum number of subdivisions of each group; lower values are pruned first',
            validators: [validateInteger],
            renderTrigger: true,
          },
          {
            name: 'partition_threshold',
            type: 'TextControl',
            label: 'Partition Threshold',
            description: 'Partitions whose height to parent height proportions are below this value are pruned',
            validators: [validateNumber],
            renderTrigger: true,
          },
        ],
        [
          checkbox('log_scale', 'Log Scale', 'Use a log scale', false),
          checkbox('equal_date_size', 'Equal Date Sizes', 'Check to force date partitions to have the same height', true),
        ],
        [checkbox('rich_tooltip', 'Rich Tooltip', 'The rich tooltip shows a list of all series for that point in time', true)],
      ],
    },
  ],
};
