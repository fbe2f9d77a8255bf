import type { ControlConfig } from '../core/controls/control-panel.types';
import type { QueryFormData } from '../core/query/query.types';
import {
  COMPARISON_TYPE_CHOICES,
  CONTRIBUTION_MODE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  TIME_SHIFT_CHOICES,
} from './choices';
import { validateInteger } from './validators';
import { translatable } from '../core/i18n/translatable';

const WINDOWED_ROLLING_TYPES: readonly unknown[] = ['mean', 'sum', 'std'];

function hasTimeCompare(formData: Partial<QueryFormData>): boolean {
  const value = formData.time_compare;
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.length > 0;
}

export const contributionModeControl: ControlConfig = {
  name: 'contributionMode',
  type: 'SelectControl',
  label: translatable('Contribution Mode'),
  description: translatable('Calculate contribution per series or row'),
  default: null,
  clearable: true,
  choices: CONTRIBUTION_MODE_CHOICES,
};

export const rollingTypeControl: ControlConfig = {
  name: 'rolling_type',
  type: 'SelectControl',
  label: translatable('Rolling Function'),
  description: translatable('Defines a rolling window function to apply, works along with the [Periods] text box'),
  default: 'None',
  choices: ROLLING_TYPE_CHOICES,
};

export const rollingPeriodsControl: ControlConfig = {
  name: 'rolling_periods',
  type: 'TextControl',
  label: translatable('Periods'),
  description: translatable('Defines the size of the rolling window function, relative to the time granularity selected'),
  validators: [validateInteger],
  visibility: (formData) => WINDOWED_ROLLING_TYPES.includes(formData.rolling_type),
};

export const minPeriodsControl: ControlConfig = {
  name: 'min_periods',
  type: 'TextControl',
  label: translatable('Min Periods'),
  description: translatable(
    'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods.',
  ),
  validators: [validateInteger],
  visibility: (formData) => WINDOWED_ROLLING_TYPES.includes(formData.rolling_type),
};

export const timeCompareControl: ControlConfig = {
  name: 'time_compare',
  type: 'SelectControl',
  label: translatable('Time shift'),
  description: translatable(
    'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
  ),
  multi: true,
  freeForm: true,
  default: [],
  choices: TIME_SHIFT_CHOICES,
};

export const comparisonTypeControl: ControlConfig = {
  name: 'comparison_type',
  type: 'SelectControl',
  label: translatable('Calculation type'),
  description: translatable(
    'How to display time shifts: as individual lines; as the difference between the main time series and each time shift; as the percentage change; or as the ratio between series and time shifts.',
  ),
  default: 'values',
  choices: COMPARISON_TYPE_CHOICES,
};

export const timeShiftColorControl: ControlConfig = {
  name: 'time_shift_color',
  type: 'CheckboxControl',
  label: translatable('Match time shift color with original series'),
  description: translatable('When unchecked, colors from the selected color scheme will be used for time shifted series'),
  default: true,
  renderTrigger: true,
  visibility: hasTimeCompare,
};

export const resampleRuleControl: ControlConfig = {
  name: 'resample_rule',
  type: 'SelectControl',
  label: translatable('Rule'),
  description: translatable('Pandas resample rule'),
  freeForm: true,
  default: null,
  clearable: true,
  choices: RESAMPLE_RULE_CHOICES,
};

export const resampleMethodControl: ControlConfig = {
  name: 'resample_method',
  type: 'SelectControl',
  label: translatable('Fill method'),
  description: translatable('Pandas resample method'),
  default: null,
  clearable: true,
  choices: RESAMPLE_METHOD_CHOICES,
};
