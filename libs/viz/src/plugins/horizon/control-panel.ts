import type { ControlConfig, ControlPanelConfig } from '../../core/controls/control-panel.types';
import { SERIES_LIMIT_OPTIONS } from '../../shared-controls/choices';
import {
  adhocFiltersControl,
  groupbyControl,
  metricsControl,
  NO_TIME_RANGE,
  orderDescControl,
  rowLimitControl,
  timeseriesLimitMetricControl,
} from '../../shared-controls/query-controls';
import { validateInteger, validateNonEmpty } from '../../shared-controls/validators';

const timeColumn: ControlConfig = {
  name: 'granularity_sqla',
  type: 'GroupByControl',
  label: 'Time Column',
  description: 'The time column for the visualization.',
  multi: false,
  validators: [validateNonEmpty],
  initialValue: ({ formData, datasource }) =>
    formData.granularity_sqla ?? datasource?.main_dttm_col ?? datasource?.columns.find((column) => column.is_dttm)?.column_name,
};

const timeRange: ControlConfig = {
  name: 'time_range',
  type: 'TimeRangeControl',
  label: 'Time Range',
  description: 'The time range the series cover.',
  default: NO_TIME_RANGE,
};

const limit: ControlConfig = {
  name: 'limit',
  type: 'SelectControl',
  label: 'Series limit',
  description: 'Limits the number of series that get displayed.',
  freeForm: true,
  clearable: true,
  choices: SERIES_LIMIT_OPTIONS.map((value) => [value, String(value)] as const),
  validators: [validateInteger],
};

const contribution: ControlConfig = {
  name: 'contribution',
  type: 'CheckboxControl',
  label: 'Contribution',
  description: 'Compute the contribution to the total',
  default: false,
};

const seriesHeight: ControlConfig = {
  name: 'series_height',
  type: 'SelectControl',
  label: 'Series Height',
  description: 'Pixel height of each series',
  freeForm: true,
  default: '25',
  choices: ['10', '25', '40', '50', '75', '100', '150', '200'].map((value) => [value, value] as const),
  renderTrigger: true,
};

const colorScale: ControlConfig = {
  name: 'horizon_color_scale',
  type: 'SelectControl',
  label: 'Value Domain',
  description:
    'series: Treat each series independently; overall: All series use the same scale; change: Show changes compared to the first data point in each series',
  default: 'series',
  choices: [
    ['series', 'series'],
    ['overall', 'overall'],
    ['change', 'change'],
  ],
  renderTrigger: true,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Time', expanded: true, description: 'Time related form attributes', controlSetRows: [[timeColumn], [timeRange]] },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricsControl],
        [adhocFiltersControl],
        [groupbyControl],
        [limit, timeseriesLimitMetricControl],
        [orderDescControl],
        [contribution],
        [rowLimitControl],
      ],
    },
    { label: 'Chart Options', expanded: true, controlSetRows: [[seriesHeight, colorScale]] },
  ],
};
