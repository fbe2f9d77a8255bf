import { DEFAULT_CATEGORICAL_SCHEME, listCategoricalSchemes } from '../color/categorical-schemes';
import type { ControlConfig } from '../core/controls/control-panel.types';
import { DEFAULT_NUMBER_FORMAT, isPercentFormat } from '../format/number-format';
import { D3_FORMAT_CHOICES, D3_PERCENT_FORMAT_CHOICES, D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from './choices';
import { translatable } from '../core/i18n/translatable';

/** The format percentage change is forced to, as the values are ratios. */
export const PERCENT_CHANGE_FORMAT = '.1%';

export const yAxisFormatControl: ControlConfig = {
  name: 'y_axis_format',
  type: 'NumberFormatControl',
  label: translatable('Y Axis Format'),
  description: translatable('D3 format syntax: https://github.com/d3/d3-format'),
  freeForm: true,
  default: DEFAULT_NUMBER_FORMAT,
  choices: D3_FORMAT_CHOICES,
  renderTrigger: true,
  override: (formData) => {
    if (formData.comparison_type !== 'percentage') return {};
    const current = formData.y_axis_format;
    return { choices: D3_PERCENT_FORMAT_CHOICES, value: isPercentFormat(current) ? current : PERCENT_CHANGE_FORMAT };
  },
};

export const xAxisTimeFormatControl: ControlConfig = {
  name: 'x_axis_time_format',
  type: 'DateFormatControl',
  label: translatable('Time format'),
  description: translatable('D3 time format syntax: https://github.com/d3/d3-time-format'),
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};

export const colorSchemeControl: ControlConfig = {
  name: 'color_scheme',
  type: 'ColorSchemeControl',
  label: translatable('Color Scheme'),
  description: translatable('The color scheme for rendering chart'),
  default: DEFAULT_CATEGORICAL_SCHEME,
  choices: listCategoricalSchemes().map((scheme) => [scheme.id, scheme.label] as const),
  renderTrigger: true,
};

export const showLegendControl: ControlConfig = {
  name: 'show_legend',
  type: 'CheckboxControl',
  label: translatable('Show legend'),
  description: translatable('Whether to display a legend for the chart'),
  default: true,
  renderTrigger: true,
};

export const showValueControl: ControlConfig = {
  name: 'show_value',
  type: 'CheckboxControl',
  label: translatable('Show Value'),
  description: translatable('Show series values on the chart'),
  default: false,
  renderTrigger: true,
};

export const showLabelsControl: ControlConfig = {
  name: 'show_labels',
  type: 'CheckboxControl',
  label: translatable('Show Labels'),
  description: translatable('Whether to display the labels.'),
  default: true,
  renderTrigger: true,
};

export const conditionalFormattingControl: ControlConfig = {
  name: 'conditional_formatting',
  type: 'ConditionalFormattingControl',
  label: translatable('Conditional formatting'),
  description: translatable('Apply conditional color formatting to metrics'),
  default: [],
  renderTrigger: true,
};

/** `number_format`: how values read on labels and tooltips (pie, funnel, gauge, radar, hierarchies). */
export const numberFormatControl: ControlConfig = {
  name: 'number_format',
  type: 'NumberFormatControl',
  label: translatable('Number format'),
  description: translatable('D3 format syntax: https://github.com/d3/d3-format'),
  freeForm: true,
  default: 'SMART_NUMBER',
  choices: D3_FORMAT_CHOICES,
  renderTrigger: true,
};

/** `date_format`: how temporal category values read on labels and tooltips. */
export const dateFormatControl: ControlConfig = {
  name: 'date_format',
  type: 'DateFormatControl',
  label: translatable('Date format'),
  description: translatable('D3 time format for datetime columns'),
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};
