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
import { translatable } from '../../core/i18n/translatable';

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
  label: translatable('Options'),
  description: translatable('How each value is computed over the periods of the time range'),
  default: 'not_time',
  clearable: false,
  choices: [
    ['not_time', translatable('Not Time Series')],
    ['time_series', translatable('Time Series')],
    ['agg_mean', translatable('Average')],
    ['agg_sum', translatable('Sum')],
    ['point_diff', translatable('Difference')],
    ['point_percent', translatable('Percent Change')],
    ['point_factor', translatable('Factor')],
  ],
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { ...legacyTimeSection, controlSetRows: [...legacyTimeSection.controlSetRows, [timeGrainControl]] },
    {
      label: translatable('Query'),
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
      label: translatable('Time Series Options'),
      expanded: true,
      controlSetRows: [[timeSeriesOption]],
    },
    {
      label: translatable('Chart Options'),
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [numberFormatControl, { ...dateFormatControl, name: 'date_time_format' }],
        [
          {
            name: 'partition_limit',
            type: 'TextControl',
            label: translatable('Partition Limit'),
            description: translatable('The maximum number of subdivisions of each group; lower values are pruned first'),
            validators: [validateInteger],
            renderTrigger: true,
          },
          {
            name: 'partition_threshold',
            type: 'TextControl',
            label: translatable('Partition Threshold'),
            description: translatable('Partitions whose height to parent height proportions are below this value are pruned'),
            validators: [validateNumber],
            renderTrigger: true,
          },
        ],
        [
          checkbox('log_scale', translatable('Log Scale'), translatable('Use a log scale'), false),
          checkbox(
            'equal_date_size',
            translatable('Equal Date Sizes'),
            translatable('Check to force date partitions to have the same height'),
            true,
          ),
        ],
        [
          checkbox(
            'rich_tooltip',
            translatable('Rich Tooltip'),
            translatable('The rich tooltip shows a list of all series for that point in time'),
            true,
          ),
        ],
      ],
    },
  ],
};
