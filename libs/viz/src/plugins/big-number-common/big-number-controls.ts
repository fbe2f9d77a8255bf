import type { ControlConfig } from '../../core/controls/control-panel.types';
import { D3_TIME_FORMAT_CHOICES, SMART_DATE_ID } from '../../shared-controls/choices';
import { translatable } from '../../core/i18n/translatable';

export const headerFontSizeControl: ControlConfig = {
  name: 'header_font_size',
  type: 'SelectControl',
  label: translatable('Big Number Font Size'),
  description: translatable('Height of the big number as a share of the chart height.'),
  default: 0.4,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0.2, translatable('Tiny')],
    [0.3, translatable('Small')],
    [0.4, translatable('Normal')],
    [0.5, translatable('Large')],
    [0.6, translatable('Huge')],
  ],
};

export const subheaderFontSizeControl: ControlConfig = {
  name: 'subheader_font_size',
  type: 'SelectControl',
  label: translatable('Subheader Font Size'),
  description: translatable('Height of the subheader as a share of the chart height.'),
  default: 0.15,
  clearable: false,
  renderTrigger: true,
  choices: [
    [0.125, translatable('Tiny')],
    [0.15, translatable('Small')],
    [0.2, translatable('Normal')],
    [0.3, translatable('Large')],
    [0.4, translatable('Huge')],
  ],
};

export const timeFormatControl: ControlConfig = {
  name: 'time_format',
  type: 'DateFormatControl',
  label: translatable('Date format'),
  description: translatable('D3 time format for datetime values and timestamps.'),
  freeForm: true,
  default: SMART_DATE_ID,
  choices: D3_TIME_FORMAT_CHOICES,
  renderTrigger: true,
};

export const forceTimestampFormattingControl: ControlConfig = {
  name: 'force_timestamp_formatting',
  type: 'CheckboxControl',
  label: translatable('Force date format'),
  description: translatable('Use date formatting even when metric value is not a timestamp'),
  default: false,
  renderTrigger: true,
};
