import type { ControlConfig } from '../../core/controls/control-panel.types';
import { D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from '../../shared-controls/choices';

export const headerFontSizeControl: ControlConfig = {
  name: 'header_font_size',
  type: 'SelectControl',
  label: 'Big Number Font Size',
  description: 'Height of the big number as a share of the chart height.',
  default: 0.4,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0.2, 'Tiny'],
    [0.3, 'Small'],
    [0.4, 'Normal'],
    [0.5, 'Large'],
    [0.6, 'Huge'],
  ],
};

export const subheaderFontSizeControl: ControlConfig = {
  name: 'subheader_font_size',
  type: 'SelectControl',
  label: 'Subheader Font Size',
  description: 'Height of the subheader as a share of the chart height.',
  default: 0.15,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0.125, 'Tiny'],
    [0.15, 'Small'],
    [0.2, 'Normal'],
    [0.3, 'Large'],
    [0.4, 'Huge'],
  ],
};

export const timeFormatControl: ControlConfig = {
  name: 'time_format',
  type: 'DateFormatControl',
  label: 'Date format',
  description: 'D3 time format for datetime values and timestamps.',
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};

export const forceTimestampFormattingControl: ControlConfig = {
  name: 'force_timestamp_formatting',
  type: 'CheckboxControl',
  label: 'Force date format',
  description: 'Use date formatting even when metric value is not a timestamp',
  default: false,
  renderTrigger: true,
};
