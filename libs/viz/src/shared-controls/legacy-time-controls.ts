import type { ControlConfig, ControlPanelSection } from '../core/controls/control-panel.types';
import { SERIES_LIMIT_OPTIONS } from './choices';
import { NO_TIME_RANGE } from './query-controls';
import { validateInteger, validateNonEmpty } from './validators';
import { translatable } from '../core/i18n/translatable';

/** The time column of Superset's legacy time-series charts (`granularity_sqla`), the dataset's main one by default. */
export const legacyTimeColumnControl: ControlConfig = {
  name: 'granularity_sqla',
  type: 'GroupByControl',
  label: translatable('Time Column'),
  description: translatable('The time column for the visualization.'),
  multi: false,
  validators: [validateNonEmpty],
  initialValue: ({ formData, datasource }) =>
    formData.granularity_sqla ?? datasource?.main_dttm_col ?? datasource?.columns.find((column) => column.is_dttm)?.column_name,
};

export const legacyTimeRangeControl: ControlConfig = {
  name: 'time_range',
  type: 'TimeRangeControl',
  label: translatable('Time Range'),
  description: translatable('The time range the series cover.'),
  default: NO_TIME_RANGE,
};

/** The legacy series limit (`limit`): how many series the sort metric keeps. */
export const legacySeriesLimitControl: ControlConfig = {
  name: 'limit',
  type: 'SelectControl',
  label: translatable('Series limit'),
  description: translatable('Limits the number of series that get displayed.'),
  freeForm: true,
  clearable: true,
  choices: SERIES_LIMIT_OPTIONS.map((value) => [value, String(value)] as const),
  validators: [validateInteger],
};

/** The "Time" section of the legacy time-series charts. */
export const legacyTimeSection: ControlPanelSection = {
  label: translatable('Time'),
  expanded: true,
  description: translatable('Time related form attributes'),
  controlSetRows: [[legacyTimeColumnControl], [legacyTimeRangeControl]],
};
